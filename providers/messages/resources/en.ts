import { kitEn } from './kit.en';
import { filesEn } from './files.en';
import { categoriesEn } from './categories.en';
import { spuEn } from './spu.en';
import { skusEn } from './skus.en';
import { materialsEn } from './materials.en';
import { pincodesEn } from './pincodes.en';
import { pinBasicsEn } from './pin-basics.en';
import { pincodeWarehousesEn } from './pincode-warehouses.en';
import { statesEn } from './states.en';
import { purchaseOrdersEn } from './purchase-orders.en';
import { warehousesEn } from './warehouses.en';
import { staticFilesEn } from './static-files.en';

/**
 * Every kit resource's texts in English: one file per resource (keys under resources.{collection}), each
 * exporting its English and its Chinese apart, so the first screen carries one language only.
 */
export const resourcesEn = [
    kitEn,
    filesEn,
    categoriesEn,
    spuEn,
    skusEn,
    materialsEn,
    pincodesEn,
    pinBasicsEn,
    pincodeWarehousesEn,
    statesEn,
    purchaseOrdersEn,
    warehousesEn,
    staticFilesEn,
];
