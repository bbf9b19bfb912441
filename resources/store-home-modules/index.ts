import type { ResourceModule } from '../kit/types';
import { description as homeDescription } from '../home-modules/index';

/** The online store's home: the website home's module fields and order (home-modules), over its own collection. */
export const description: ResourceModule['description'] = {
    ...homeDescription,
    actions: { ...homeDescription.actions, publish: { pageType: 'home', pageName: 'Online store home page' } },
};

export { derive } from '../home-modules/index';
