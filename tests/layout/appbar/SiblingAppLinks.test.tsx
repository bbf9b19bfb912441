import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiblingAppLinks } from '../../../src/layout/appbar/SiblingAppLinks';
import { SIBLING_APPS } from '../../../src/layout/appbar/siblingApps';
import { sessionUser } from '../../../src/session/sessionUser';
import { SIBLING_APP_CODES } from '../../../src/constants';
import { makeUser, renderInAdmin, resourcesWithCodes, userWithRoles } from '../../support/renderInAdmin';

const linkHrefs = () => screen.queryAllByRole('link').map(link => link.getAttribute('href'));

describe('SiblingAppLinks', () => {
    it('covers exactly the sibling app codes the sign-on server grants', () => {
        expect(SIBLING_APPS.map(app => app.code).sort()).toEqual([...SIBLING_APP_CODES].sort());
    });

    it('shows all four sibling apps to admin, opening in a new tab at the default addresses', () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<SiblingAppLinks />);

        expect(linkHrefs()).toEqual(['/bulk/', '/bulk-overseas/', '/product-core/', '/prophet/']);
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
