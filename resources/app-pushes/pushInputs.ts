import { redirectInputs } from '../kit/redirect/RedirectInput';
import { LINK_PREFIX } from './rules';

/** The push form's redirect block (the type, then what it needs): in the list's dialog and on the edit page. */
export const PUSH_INPUTS = redirectInputs(LINK_PREFIX);
