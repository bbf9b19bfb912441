import type { ResourceModule } from '../kit/types';
import { INBOUND, inboundDerive } from '../diff-common/descriptions';

/** Inbound orders from the WMS V2 interface (diff-common/descriptions.ts): read-only, the difference computed. */
export const description: ResourceModule['description'] = INBOUND;
export const derive = inboundDerive;
