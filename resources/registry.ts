import type { ResourceEntry } from './kit/types';

/**
 * Every entity made with the resource kit: its collection, its catalogue paths and icon, and where the rest of its
 * description loads from. Adding a screen is a folder under resources/ and its line here (README, "Adding a screen").
 */
export const RESOURCES: readonly ResourceEntry[] = [
    {
        collection: 'categories',
        paths: { list: '/factory/category' },
        icon: 'list',
        representation: 'name',
        siteScoped: true,
        load: () => import('./categories'),
    },
    {
        collection: 'spu',
        paths: { list: '/factory/spu', edit: '/factory/spu/:id' },
        icon: 'phone',
        representation: '%{spuName} (%{spuId})',
        siteScoped: true,
        load: () => import('./spu'),
    },
    {
        // One library for every site: a stored file's URL works wherever it is used.
        collection: 'static-files',
        paths: { list: '/resources/upload' },
        icon: 'upload',
        representation: 'fileName',
        load: () => import('./static-files'),
    },
    {
        collection: 'skus',
        paths: { list: '/factory/sku', edit: '/factory/sku/:id' },
        icon: 'phone',
        representation: '%{skuName} (%{skuId})',
        siteScoped: true,
        load: () => import('./skus'),
    },
    {
        // One ERP item master for every market.
        collection: 'materials',
        paths: { list: '/factory/material' },
        icon: 'inventory',
        representation: '%{materialCode} %{materialName}',
        load: () => import('./materials'),
    },
    {
        collection: 'pincodes',
        paths: { list: '/factory/pincode' },
        icon: 'map',
        representation: 'pincode',
        siteScoped: true,
        load: () => import('./pincodes'),
    },
    {
        // India Post's directory: national reference data.
        collection: 'pin-basics',
        paths: { list: '/factory/pin_basic' },
        icon: 'map',
        representation: '%{pincode} %{postOffice}',
        load: () => import('./pin-basics'),
    },
    {
        collection: 'pincode-warehouses',
        paths: { list: '/factory/pin_wm' },
        icon: 'warehouse',
        representation: 'pincode',
        siteScoped: true,
        load: () => import('./pincode-warehouses'),
    },
    {
        // India's states and territories with their GST codes: national reference data.
        collection: 'states',
        paths: { list: '/factory/state_list' },
        icon: 'map',
        representation: '%{name} (%{gstStateCode})',
        load: () => import('./states'),
    },
    {
        collection: 'purchase-orders',
        paths: { list: '/factory/po', edit: '/factory/po/edit/:id' },
        icon: 'receipt',
        representation: 'poNo',
        siteScoped: true,
        load: () => import('./purchase-orders'),
    },
    {
        // No record page in the catalogue (no /inventory/warehouse/:id): list-only.
        collection: 'warehouses',
        paths: { list: '/inventory/warehouse' },
        icon: 'warehouse',
        representation: '%{warehouseCode} %{warehouseName}',
        siteScoped: true,
        load: () => import('./warehouses'),
    },
];

export const resourceEntry = (collection: string): ResourceEntry | undefined => RESOURCES.find(entry => entry.collection === collection);
