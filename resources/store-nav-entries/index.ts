import { deriveNav, navRules, navServerRules } from '../nav-entries/rules';
import { navDescription } from '../nav-entries/index';

/** The online store's header: the website header's fields, rules and tree, over its own collection. */
export const description = navDescription('store-nav-entries', 'Online store header navigation');
export const rules = navRules('store-nav-entries');
export const serverRules = navServerRules('store-nav-entries');
export const derive = deriveNav;
