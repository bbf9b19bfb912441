import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../base/routes/catalogue';

/** The title of the catalogue route being shown: the same text as its menu entry and visited-page tab. */
export const useRouteTitle = (): string => {
    const translate = useTranslate();
    const route = findRoute(useLocation().pathname);
    return route ? translate(route.titleKey, { _: route.path }) : '';
};
