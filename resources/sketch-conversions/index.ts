import type { ResourceModule } from '../kit/types';

/**
 * Design images and the HTML made from them. A design uploaded without HTML gets the page skeleton the converter
 * makes (its title and the design as the page's picture), ready to preview and copy; the HTML is held to the kit's
 * safe-HTML rule and shown sanitised. Added in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { dialog: { create: true }, delete: true },
    fields: [
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80 },
        { source: 'designImage', type: 'image', column: 'default', required: true },
        { source: 'htmlResult', type: 'richtext' },
        { source: 'status', type: 'enum', choices: ['done', 'failed'], column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'creator', type: 'text', readOnly: true, column: 'default' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
    ],
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, character => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);

/** The converter's skeleton for a design: its name as the heading, the design as the page's picture. */
export const skeletonOf = (name: string, designImage: string): string =>
    `<section><h2>${escapeHtml(name)}</h2><img src="${escapeHtml(designImage)}" alt="${escapeHtml(name)}"></section>`;

/** A design without HTML gets the skeleton and is done; one whose HTML came back empty stays failed (seed rows). */
export const derive: ResourceModule['derive'] = record => {
    const hasHtml = typeof record.htmlResult === 'string' && record.htmlResult.trim() !== '';
    if (hasHtml) return { status: record.status ?? 'done' };
    if (record.status === 'failed') return {};
    return typeof record.designImage === 'string' && typeof record.name === 'string'
        ? { htmlResult: skeletonOf(record.name, record.designImage), status: 'done' }
        : { status: 'failed' };
};
