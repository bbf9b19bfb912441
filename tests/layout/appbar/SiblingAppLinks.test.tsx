import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiblingAppLinks } from '../../../src/layout/appbar/SiblingAppLinks';
import { SIBLING_APPS } from '../../../src/layout/appbar/siblingApps';
import { sessionUser } from '../../../base/session/sessionUser';
import { SIBLING_APP_CODES } from '../../../base/constants';
import { makeUser, renderInAdmin, resourcesWithCodes, userWithRoles } from '../../support/renderInAdmin';
import { createI18nProvider } from '../../../providers/i18nProvider';
import { zhMessages } from '../../../providers/messages/zh';
import type { Messages } from '../../../providers/i18nProvider';
import { useWindowWidth } from '../../support/viewport';

const linkHrefs = () => screen.queryAllByRole('link').map(link => link.getAttribute('href'));

describe('SiblingAppLinks at 1200 px and wider: a row of links', () => {
    beforeEach(() => useWindowWidth(1366));

    it('covers exactly the sibling app codes the sign-on server grants', () => {
        expect(SIBLING_APPS.map(app => app.code).sort()).toEqual([...SIBLING_APP_CODES].sort());
    });

    it('shows all four sibling apps to admin, opening in a new tab at the default addresses', () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<SiblingAppLinks />);

        expect(linkHrefs()).toEqual(['/bulk/', '/bulk-overseas/', '/product-core/', '/prophet/']);
        expect(screen.getByRole('navigation', { name: 'Other applications' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Other applications' })).toBeNull();
        expect(screen.getByRole('link', { name: /^Bulk sales/ })).toHaveAttribute('href', '/bulk/');
        expect(screen.getByRole('link', { name: /^Overseas bulk sales/ })).toHaveAttribute('href', '/bulk-overseas/');
        expect(screen.getByRole('link', { name: /^Product master data/ })).toHaveAttribute('href', '/product-core/');
        expect(screen.getByRole('link', { name: /^Gross profit/ })).toHaveAttribute('href', '/prophet/');
        for (const link of screen.getAllByRole('link')) {
            expect(link).toHaveAttribute('target', '_blank');
            expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
        }
    });

    it('shows only the bulk sales link to a user granted only bulk', () => {
        sessionUser.set(makeUser({ roles: ['csm'], resources: resourcesWithCodes(['orders', 'bulk']) }));
        renderInAdmin(<SiblingAppLinks />);

        expect(linkHrefs()).toEqual(['/bulk/']);
        expect(screen.getByRole('link')).toHaveTextContent('Bulk sales');
    });

    it('follows the grants of a role (finance: bulk, overseas bulk and gross profit)', () => {
        sessionUser.set(userWithRoles(['finance']));
        renderInAdmin(<SiblingAppLinks />);

        expect(linkHrefs()).toEqual(['/bulk/', '/bulk-overseas/', '/prophet/']);
    });

    it('shows no link without a sibling app grant, nor without a session', () => {
        sessionUser.set(makeUser({ roles: ['qa'], resources: resourcesWithCodes(['orders', 'cms']) }));
        const { container } = renderInAdmin(<SiblingAppLinks />);
        expect(screen.queryAllByRole('link')).toHaveLength(0);
        expect(container.querySelector('nav')).toBeNull();

        act(() => sessionUser.clear());
        expect(screen.queryAllByRole('link')).toHaveLength(0);
    });

    it('updates when the session changes', () => {
        sessionUser.set(makeUser({ resources: [] }));
        renderInAdmin(<SiblingAppLinks />);
        expect(linkHrefs()).toEqual([]);

        act(() => sessionUser.set(makeUser({ resources: resourcesWithCodes(['prophet']) })));
        expect(linkHrefs()).toEqual(['/prophet/']);
    });
});

describe('SiblingAppLinks below 1200 px: a menu of the same links', () => {
    beforeEach(() => useWindowWidth(1199));

    const openMenu = async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Other applications' }));
        return screen.findByRole('menu');
    };

    it('shows one button, no row, and its menu lists every granted app as a link opening in a new tab', async () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<SiblingAppLinks />);
        expect(screen.queryByRole('navigation')).toBeNull();
        expect(screen.queryAllByRole('link')).toHaveLength(0);
        const button = screen.getByRole('button', { name: 'Other applications' });
        expect(button).toHaveAttribute('aria-haspopup', 'menu');
        expect(button).toHaveAttribute('aria-expanded', 'false');

        const menu = await openMenu();
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(button).toHaveAttribute('aria-controls', menu.id);
        expect(menu).toHaveAccessibleName('Other applications');
        const items = within(menu).getAllByRole('menuitem');
        expect(items.map(item => item.textContent)).toEqual(['Bulk sales', 'Overseas bulk sales', 'Product master data', 'Gross profit']);
        expect(items.map(item => item.getAttribute('href'))).toEqual(['/bulk/', '/bulk-overseas/', '/product-core/', '/prophet/']);
        for (const item of items) {
            expect(item.tagName).toBe('A');
            expect(item).toHaveAttribute('target', '_blank');
            expect(item).toHaveAttribute('rel', 'noopener noreferrer');
            // The accessible name contains the visible text.
            expect(item.getAttribute('aria-label')).toBe(`${item.textContent} (opens in a new tab)`);
        }
    });

    it('lists only the granted apps (finance: bulk, overseas bulk and gross profit); choosing one closes the menu', async () => {
        sessionUser.set(userWithRoles(['finance']));
        renderInAdmin(<SiblingAppLinks />);
        const menu = await openMenu();
        const items = within(menu).getAllByRole('menuitem');
        expect(items.map(item => item.getAttribute('href'))).toEqual(['/bulk/', '/bulk-overseas/', '/prophet/']);

        await userEvent.click(items[0]);
        expect(screen.queryByRole('menu')).toBeNull();
    });

    it('is in Chinese under zh', async () => {
        sessionUser.set(makeUser({ resources: resourcesWithCodes(['bulk']) }));
        renderInAdmin(<SiblingAppLinks />, { i18nProvider: createI18nProvider('zh', zhMessages as Messages) });
        await userEvent.click(screen.getByRole('button', { name: '其他应用' }));
        const item = within(await screen.findByRole('menu')).getByRole('menuitem');
        expect(item).toHaveTextContent('大宗销售');
        expect(item).toHaveAttribute('aria-label', '大宗销售（在新标签页打开）');
    });

    it('shows nothing without a sibling app grant', () => {
        sessionUser.set(makeUser({ roles: ['qa'], resources: resourcesWithCodes(['orders', 'cms']) }));
        const { container } = renderInAdmin(<SiblingAppLinks />);
        expect(screen.queryByRole('button')).toBeNull();
        expect(container).toBeEmptyDOMElement();
    });
});
