type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges message trees; later trees win key by key. */
export const mergeMessages = (...trees: object[]): Tree =>
    trees.reduce<Tree>((merged, tree) => {
        Object.entries(tree).forEach(([key, value]) => {
            const existing = merged[key];
            merged[key] = isTree(value) && isTree(existing) ? mergeMessages(existing, value) : isTree(value) ? mergeMessages(value) : value;
        });
        return merged;
    }, {});

/** Every leaf key of a message tree, dotted (`ra.action.save`). */
export const messageKeys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
        isTree(value) ? messageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
