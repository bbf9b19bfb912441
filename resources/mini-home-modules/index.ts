/**
 * The mini program's home: the app home's module types, slots, rules and hand order (app-home-modules); its links
 * are mostly mini-program pages (the redirect block's `mini_program` type: app ID and page path).
 */
export { description, rules, derive } from '../app-home-modules/index';
