/**
 * The role's resource codes as a tree grouped like the menu (@mui/x-tree-view checkbox selection): ticking a group
 * ticks its screens and their buttons, and the saved codes are exactly the ticked ones (a group's own code comes
 * with any of its screens).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../base/session/sessionUser';
import { signInWithCodes } from '../ui/helpers';
import { Form, SaveButton } from 'react-admin';
import { ensureResourceMessages } from '../../resources/texts';
import { ResourceCodeTreeInput } from '../../resources/roles/ResourceCodeTreeInput';
import { buildResourceTree, codesOfTicked, tickedOf } from '../../resources/roles/resourceTree';
import { ROUTES } from '../../base/routes/catalogue';
import { renderInAdmin } from '../support/renderInAdmin';

const PERMISSION_CODES = [
    'permission',
    'permission:role',
    'permission:role/add',
    'permission:role/edit/id',
    'permission:user',
    'permission:user/AssignRoles/id',
    'permission:user/add',
    'permission:user/edit/id',
];

beforeAll(() => ensureResourceMessages(['roles']));
// The tree offers what the signed-in account may grant: an administrator, every code.
beforeEach(() => sessionUser.set({ ...signInWithCodes([]), roles: ['admin'] }));

const renderTree = (resources: string[]) => {
    const saved = vi.fn();
    renderInAdmin(
        <Form defaultValues={{ resources }} onSubmit={(values: Record<string, unknown>) => saved(values.resources)}>
            <ResourceCodeTreeInput />
            <SaveButton alwaysEnable />
        </Form>,
    );
    return saved;
};

/** A tree item by the start of its label (title · code), and its (aria-hidden) checkbox. */
const item = (label: string) => screen.getByText(label).closest('[role="treeitem"]') as HTMLElement;
const tick = (label: string) => fireEvent.click(within(item(label)).getAllByRole('checkbox', { hidden: true })[0]);
const save = async (saved: ReturnType<typeof vi.fn>) => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    return saved.mock.lastCall![0] as string[];
};

describe('the role resource tree', () => {
    it('is grouped like the menu: group, screen, then the pages opened from the screen as its buttons', () => {
        const permission = buildResourceTree().find(node => node.id === '@group:permission')!;
        expect(permission.children!.map(node => [node.code, (node.children ?? []).map(child => child.code)])).toEqual([
            ['permission:user', ['permission:user/add', 'permission:user/edit/id', 'permission:user/AssignRoles/id']],
            ['permission:role', ['permission:role/add', 'permission:role/edit/id']],
        ]);
        // Every screen code of the catalogue is in the tree exactly once.
        const codes = codesOfTicked(buildResourceTree(), tickedOf(buildResourceTree(), ROUTES.map(route => route.code).filter(Boolean)));
        expect(codes).toEqual(expect.arrayContaining(ROUTES.map(route => route.code).filter(Boolean)));
    });

    it('ticking a group ticks all its screens and buttons; the saved codes are exactly those', async () => {
        const saved = renderTree([]);
        expect(screen.getByText('0 codes ticked')).toBeInTheDocument();
        tick('Permissions · permission');
        expect(await screen.findByText('8 codes ticked')).toBeInTheDocument();
        expect(await save(saved)).toEqual(PERMISSION_CODES);
    });

    it('unticking one button keeps the rest and the group code; the group shows partly ticked', async () => {
        const saved = renderTree(PERMISSION_CODES);
        expect(item('Permissions · permission')).toHaveAttribute('aria-checked', 'true');
        fireEvent.click(within(item('Permissions · permission')).getByText('Permissions · permission'));
        fireEvent.click(await screen.findByText('Roles · permission:role'));
        tick('Add Role · permission:role/add');
        expect(await screen.findByText('7 codes ticked')).toBeInTheDocument();
        expect(item('Permissions · permission')).toHaveAttribute('aria-checked', 'mixed');
        expect(await save(saved)).toEqual(PERMISSION_CODES.filter(code => code !== 'permission:role/add'));
    });

    it('a search narrows the tree; ticks it hides are kept', async () => {
        const saved = renderTree(['factory', 'factory:po']);
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search screens' }), { target: { value: 'add role' } });
        expect(await screen.findByText('Add Role · permission:role/add')).toBeInTheDocument();
        expect(screen.queryByText('Users · permission:user')).not.toBeInTheDocument();
        tick('Add Role · permission:role/add');
        expect(await save(saved)).toEqual(['factory', 'factory:po', 'permission', 'permission:role/add']);
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search screens' }), { target: { value: 'no such screen' } });
        expect(await screen.findByText('No screen matches “no such screen”.')).toBeInTheDocument();
    });

    it('offers only the codes the signed-in account holds, and keeps the codes of the role beyond them', async () => {
        signInWithCodes(['permission', 'permission:role', 'permission:role/add']);
        const saved = renderTree(['permission:user']);
        // One group is offered (the only one the account holds codes of), folded.
        await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(1));
        const group = screen.getAllByRole('treeitem')[0];
        fireEvent.click(within(group).getAllByRole('checkbox', { hidden: true })[0]);
        // Ticking the group ticks what the account may grant; the role's code beyond that stays.
        expect(await save(saved)).toEqual(['permission', 'permission:role', 'permission:role/add', 'permission:user']);
    });
});
