/** The online store's home: the website home's module fields and order (home-modules), over its own collection. */
export { description, derive } from '../home-modules/index';
