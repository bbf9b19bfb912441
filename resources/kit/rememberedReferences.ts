/**
 * The collections each resource's fields referenced when its screen last loaded here (local storage, by collection):
 * their texts are asked for with the screen's own, rather than once its description has arrived and run (a chunk
 * behind the list kit's: a reload of the order list waited ~25 ms more for its SKUs' and SPUs' texts). The description
 * stays what decides: what it names that was not remembered is asked for then, and remembered for the next time.
 */
const REMEMBERED_KEY = 'oms.screenReferences';

const remembered = (): Record<string, readonly string[]> => {
    try {
        return (JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? '{}') as Record<string, readonly string[]>) ?? {};
    } catch {
        return {};
    }
};

export const rememberedReferences = (collection: string): readonly string[] => remembered()[collection] ?? [];

export const rememberReferences = (collection: string, references: readonly string[]): void => {
    const all = remembered();
    if (JSON.stringify(all[collection] ?? []) === JSON.stringify(references)) return;
    try {
        localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ ...all, [collection]: references }));
    } catch {
        // Storage full or refused: the texts are asked for once the description names them, as the first time.
    }
};
