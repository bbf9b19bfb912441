import type { ResourceModule } from '../kit/types';
import { derive as footerDerive, description as footer } from '../footer-links/index';

/** The support footer's links: the website footer's description, published as the support website's footer. */
export const description: ResourceModule['description'] = {
    ...footer,
    actions: { ...footer.actions, publish: { pageType: 'footer', pageName: 'Support footer' } },
};
export const derive = footerDerive;
