import type { ComponentType } from 'react';
import type { ViewKind } from './types';

/** A view a resource's views module names by its loader: its chunk loads when that view opens, not with the others. */
export interface LazyView {
    loadView: () => Promise<{ default: ComponentType }>;
}

export const lazyView = (loadView: LazyView['loadView']): LazyView => ({ loadView });

export const isLazyView = (view: unknown): view is LazyView => typeof view === 'object' && view !== null && 'loadView' in view;

/**
 * The kit's default views, each loaded on its own: a list screen does not bring the record page and its form (the
 * inputs, the rich-text editor's loader, create and edit), nor a record page the list. A resource overrides one of
 * them in its own views module (a component, or `lazyView(() => import(…))`), never forks the kit.
 */
const views: Record<ViewKind, () => Promise<ComponentType>> = {
    list: () => import('./KitList').then(module => module.KitList),
    edit: () => import('./KitRecordPage').then(module => module.KitRecordPage),
    create: () => import('./KitRecordPage').then(module => module.KitRecordPage),
};

export default views;
