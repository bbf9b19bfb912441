import type { FieldDescription, ResourceModule } from '../kit/types';
import { description as v1 } from '../app-categories/index';
import { categoryPageV2Rules, categoryPageV2ServerRules, LAYOUTS } from './rules';

/** The V2 page's own fields: the home page version it belongs to and its layout, after the V1 page's SPUs. */
const V2_FIELDS: readonly FieldDescription[] = [
    { source: 'homePageId', type: 'ref', reference: 'app-home-pages', column: 'default', filter: 'alwaysOn', required: true },
    { source: 'layout', type: 'enum', choices: LAYOUTS, column: 'default', filter: 'optional', required: true },
];

/**
 * The app's category pages V2 per site: the V1 category page (app-categories: a category's name and icon in the
 * app, its banner and link, its SPUs, online or offline) for one home page version, with the layout that version
 * draws it in; put in order by hand within a version.
 */
export const description: ResourceModule['description'] = {
    ...v1,
    actions: { ...v1.actions, handOrder: { field: 'sort', scope: ['homePageId'] } },
    fields: v1.fields.flatMap(field => (field.source === 'spuIds' ? [field, ...V2_FIELDS] : [field])),
};

export const rules = categoryPageV2Rules;
export const serverRules = categoryPageV2ServerRules;
export { derive } from '../app-categories/index';
