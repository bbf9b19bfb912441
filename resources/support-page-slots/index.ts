import type { ResourceModule } from '../kit/types';
import { derive as slotDerive, description as slots, rules as slotRules } from '../support-home-slots/index';

/** The support home's slots: the brand support home's description, published as the support website's home. */
export const description: ResourceModule['description'] = {
    ...slots,
    actions: { ...slots.actions, publish: { pageType: 'static', pageName: 'Support home' } },
};
export const rules = slotRules;
export const derive = slotDerive;
