import type { ResourceModule } from '../kit/types';
import { OUTBOUND, outboundDerive } from '../diff-common/descriptions';

/** Outbound orders from the WMS V2 interface (diff-common/descriptions.ts): read-only, the difference computed. */
export const description: ResourceModule['description'] = OUTBOUND;
export const derive = outboundDerive;
