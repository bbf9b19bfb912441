import type { MenuGroup } from '../../../base/routes/visibility';
import type { RouteEntry } from '../../../base/routes/types';

export interface MenuSearchHit {
    route: RouteEntry;
    title: string;
    groupTitle: string;
}

const normalise = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Finds menu entries by their title (or their group's) in the current language: every word of the query must
 * appear, so "order det" finds "Order Detail" and "订单" finds every order screen.
 */
export const searchMenu = (groups: readonly MenuGroup[], query: string, translate: (key: string) => string): MenuSearchHit[] => {
    const words = normalise(query).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    return groups.flatMap(({ group, routes }) => {
        const groupTitle = translate(group.titleKey);
        return routes
            .map(route => ({ route, title: translate(route.titleKey), groupTitle }))
            .filter(hit => {
                const haystack = normalise(`${hit.title} ${hit.groupTitle}`);
                return words.every(word => haystack.includes(word));
            });
    });
};
