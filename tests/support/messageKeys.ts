const isTree = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf key of a message tree, dotted (`ra.action.save`): the catalogues are compared key by key. */
export const messageKeys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
        isTree(value) ? messageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
