import { storedRecord } from '../../base/storedRecord';

/**
 * The collections each resource's fields referenced when its screen last loaded here (local storage, by collection):
 * their texts are asked for with the screen's own, rather than once its description has arrived and run (a chunk
 * behind the list kit's: a reload of the order list waited ~25 ms more for its SKUs' and SPUs' texts). The description
 * stays what decides: what it names that was not remembered is asked for then, and remembered for the next time.
 */
const remembered = storedRecord<readonly string[]>('oms.screenReferences');

export const rememberedReferences = (collection: string): readonly string[] => remembered.read()[collection] ?? [];

export const rememberReferences = remembered.write;
