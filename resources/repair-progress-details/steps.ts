import { REPAIR_FLOW } from '../repair-requests/flow';

/**
 * The steps the detail page names are the repair's own states (the repair flow's one table): a label field per
 * state, so a state added to the flow gets its label here without another list.
 */
export const stepSource = (status: string) => `step_${status}`;

export const STEP_SOURCES: readonly string[] = REPAIR_FLOW.statuses.map(stepSource);

