import type { ComponentType } from 'react';
import type { ViewKind } from './types';

/**
 * The kit's default views, each loaded on its own: a list screen does not bring the record page and its form (the
 * inputs, the rich-text editor's loader, create and edit), nor a record page the list. A resource overrides one of
 * them in its own views module, or in a chunk of its own (the entry's `viewChunks`), never forks the kit.
 */
const views: Record<ViewKind, () => Promise<ComponentType>> = {
    list: () => import('./KitList').then(module => module.KitList),
    edit: () => import('./KitRecordPage').then(module => module.KitRecordPage),
    create: () => import('./KitRecordPage').then(module => module.KitRecordPage),
};

export default views;
