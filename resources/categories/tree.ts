import type { Identifier, RaRecord } from 'react-admin';

/** A category with its sub-categories, in their `sort` order. */
export interface TreeNode {
    record: RaRecord;
    children: TreeNode[];
}

const key = (id: unknown) => String(id);
const parentOf = (row: RaRecord) => (row.parentId === null || row.parentId === undefined || row.parentId === '' ? undefined : key(row.parentId));

const bySort = (a: TreeNode, b: TreeNode) =>
    Number(a.record.sort ?? 0) - Number(b.record.sort ?? 0) || String(a.record.name ?? '').localeCompare(String(b.record.name ?? ''));

/**
 * The forest of categories by `parentId`. A category whose parent is missing (deleted, or of another site) is shown
 * at the top rather than lost; a loop in bad data is cut where it closes, so every category appears once.
 */
export const buildTree = (rows: readonly RaRecord[]): TreeNode[] => {
    const nodes = new Map(rows.map(row => [key(row.id), { record: row, children: [] as TreeNode[] }]));
    const roots: TreeNode[] = [];
    const placed = new Set<string>();
    const attach = (node: TreeNode, trail: Set<string>) => {
        placed.add(key(node.record.id));
        for (const child of rows.filter(row => parentOf(row) === key(node.record.id))) {
            const childKey = key(child.id);
            if (trail.has(childKey) || placed.has(childKey)) continue;
            const childNode = nodes.get(childKey)!;
            node.children.push(childNode);
            attach(childNode, new Set([...trail, childKey]));
        }
        node.children.sort(bySort);
    };
    for (const row of rows) {
        const parent = parentOf(row);
        if (parent === undefined || !nodes.has(parent)) {
            const node = nodes.get(key(row.id))!;
            roots.push(node);
            attach(node, new Set([key(row.id)]));
        }
    }
    // Rows only reachable through a loop: shown at the top too.
    for (const row of rows) {
        if (!placed.has(key(row.id))) {
            const node = nodes.get(key(row.id))!;
            roots.push(node);
            attach(node, new Set([key(row.id)]));
        }
    }
    return roots.sort(bySort);
};

/** The ids of a category's ancestors, nearest first (stops at a loop). */
const ancestorsOf = (rows: readonly RaRecord[], id: Identifier): string[] => {
    const byId = new Map(rows.map(row => [key(row.id), row]));
    const trail: string[] = [];
    for (let at = parentOf(byId.get(key(id)) ?? ({ id } as RaRecord)); at !== undefined && !trail.includes(at) && at !== key(id); ) {
        trail.push(at);
        const row = byId.get(at);
        at = row ? parentOf(row) : undefined;
    }
    return trail;
};

/** "Smartphones › 5G phones": a category's name after its ancestors'. */
export const pathOf = (rows: readonly RaRecord[], id: Identifier): string => {
    const byId = new Map(rows.map(row => [key(row.id), row]));
    return [...ancestorsOf(rows, id).reverse(), key(id)].map(at => String(byId.get(at)?.name ?? at)).join(' › ');
};

/** The categories whose name contains the text, with their ancestors (so each match shows where it sits). */
export const visibleIds = (rows: readonly RaRecord[], text: string): Set<string> => {
    const needle = text.trim().toLowerCase();
    const shown = new Set<string>();
    for (const row of rows.filter(candidate => String(candidate.name ?? '').toLowerCase().includes(needle))) {
        shown.add(key(row.id));
        ancestorsOf(rows, row.id).forEach(id => shown.add(id));
    }
    return shown;
};

/** A category and everything below it: none of them may become its parent. */
export const descendantsOf = (rows: readonly RaRecord[], id: Identifier): Set<string> => {
    const found = new Set([key(id)]);
    for (let grew = true; grew; ) {
        grew = false;
        for (const row of rows) {
            const parent = parentOf(row);
            if (parent !== undefined && found.has(parent) && !found.has(key(row.id))) {
                found.add(key(row.id));
                grew = true;
            }
        }
    }
    return found;
};
