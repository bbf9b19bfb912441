import { ROUTE_GROUPS, ROUTES } from '../../base/routes/catalogue';
import { SIBLING_APP_CODES } from '../../base/constants';
import type { RouteEntry, RouteGroup } from '../../base/routes/types';

/**
 * The resource codes a role may grant, as a tree grouped like the menu: group → screen → its buttons (the add,
 * edit and detail pages opened from the screen: `/permission/user/add` under `/permission/user`), then the sibling
 * apps of the top bar. A screen or button's item id is its code; a group's item id is `@group:{key}`, because a
 * group's own code is not ticked by hand: it is granted with any of its screens (the guard needs both).
 */
export interface CodeNode {
    id: string;
    /** Translation key of its title. */
    labelKey: string;
    code: string;
    children?: CodeNode[];
}

/** A group's item id starts with this (a group's own code is not ticked by hand). */
export const GROUP_ID_PREFIX = '@group:';
const GROUP_PREFIX = GROUP_ID_PREFIX;
const SIBLING_GROUP = { key: 'siblingApps', code: '', titleKey: 'oms.appbar.sibling_apps.label' };

/** A route's screen: the shortest other route of its group whose path it extends, or none (it is a screen itself). */
const screenOf = (route: RouteEntry, siblings: readonly RouteEntry[]): RouteEntry | undefined =>
    siblings
        .filter(other => other !== route && route.path.startsWith(`${other.path}/`))
        .sort((a, b) => a.path.length - b.path.length)[0];

const groupNode = (group: Pick<RouteGroup, 'key' | 'code' | 'titleKey'>, children: CodeNode[]): CodeNode => ({
    id: `${GROUP_PREFIX}${group.key}`,
    labelKey: group.titleKey,
    code: group.code,
    children,
});

export const buildResourceTree = (routes: readonly RouteEntry[] = ROUTES, groups: readonly RouteGroup[] = ROUTE_GROUPS): CodeNode[] => {
    const tree = groups
        .filter(group => group.code !== '')
        .map(group => {
            const own = routes.filter(route => route.group === group.key && route.code);
            const screens = own.filter(route => !screenOf(route, own));
            const children = screens.map(screen => {
                const buttons = own.filter(route => screenOf(route, own) === screen);
                const node: CodeNode = { id: screen.code, labelKey: screen.titleKey, code: screen.code };
                if (buttons.length > 0) node.children = buttons.map(button => ({ id: button.code, labelKey: button.titleKey, code: button.code }));
                return node;
            });
            return groupNode(group, children);
        });
    const siblingApps = SIBLING_APP_CODES.map(code => ({ id: code, labelKey: `oms.appbar.sibling_apps.${code}`, code }));
    return [...tree, groupNode(SIBLING_GROUP, siblingApps)];
};

const descendants = (node: CodeNode): CodeNode[] => (node.children ?? []).flatMap(child => [child, ...descendants(child)]);

/** The item ids to show ticked for stored codes: the codes, and a group when every code below it is stored. */
export const tickedOf = (tree: readonly CodeNode[], codes: readonly string[]): string[] => {
    const stored = new Set(codes);
    return tree.flatMap(group => {
        const below = descendants(group);
        const ticked = below.filter(node => stored.has(node.code)).map(node => node.id);
        return below.length > 0 && ticked.length === below.length ? [group.id, ...ticked] : ticked;
    });
};

/** The codes to store for ticked items: the ticked codes, and each group's own code when any item below it is ticked. */
export const codesOfTicked = (tree: readonly CodeNode[], ids: readonly string[]): string[] => {
    const ticked = new Set(ids);
    const codes = new Set<string>();
    for (const group of tree) {
        const below = descendants(group).filter(node => ticked.has(node.id));
        below.forEach(node => codes.add(node.code));
        if (below.length > 0 && group.code) codes.add(group.code);
    }
    return [...codes].sort();
};

/**
 * The tree cut to what matches a search (a title or code containing the text): a matching group keeps all of it,
 * otherwise a group keeps its matching screens (with their buttons) and the screens holding a matching button.
 */
export const filterTree = (tree: readonly CodeNode[], matches: (node: CodeNode) => boolean): CodeNode[] =>
    tree.flatMap(node => {
        if (matches(node)) return [node];
        const children = filterTree(node.children ?? [], matches);
        return children.length > 0 ? [{ ...node, children }] : [];
    });

/** Every item id of a tree (to expand them all while searching, or to know which ones are on screen). */
export const allIds = (tree: readonly CodeNode[]): string[] => tree.flatMap(node => [node.id, ...allIds(node.children ?? [])]);

/**
 * The tree cut to the codes an account may grant (grantRules.ts: the codes it holds): items it does not hold are
 * not offered, and a group is offered while anything below it is. Admin is offered the whole tree.
 */
export const grantableTree = (tree: readonly CodeNode[], mayGrant: (code: string) => boolean): CodeNode[] =>
    tree.flatMap(node => {
        const children = grantableTree(node.children ?? [], mayGrant);
        if (node.children?.length) return children.length > 0 ? [{ ...node, children }] : [];
        return mayGrant(node.code) ? [node] : [];
    });
