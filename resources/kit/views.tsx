import type { ComponentType } from 'react';
import { KitList } from './KitList';
import { KitRecordPage } from './KitRecordPage';
import type { ViewKind } from './types';

/** The kit's default views; a resource overrides one of them in its own views module, never forks the kit. */
const views: Record<ViewKind, ComponentType> = {
    list: KitList,
    edit: KitRecordPage,
    create: KitRecordPage,
};

export default views;
