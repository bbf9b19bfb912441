import { kitZh } from './kit.zh';
import { filesZh } from './files.zh';
import { categoriesZh } from './categories.zh';
import { spuZh } from './spu.zh';
import { skusZh } from './skus.zh';
import { materialsZh } from './materials.zh';
import { pincodesZh } from './pincodes.zh';
import { pinBasicsZh } from './pin-basics.zh';
import { pincodeWarehousesZh } from './pincode-warehouses.zh';
import { statesZh } from './states.zh';
import { purchaseOrdersZh } from './purchase-orders.zh';
import { warehousesZh } from './warehouses.zh';
import { staticFilesZh } from './static-files.zh';

/**
 * Every kit resource's texts in Chinese (loaded with the rest of the Chinese catalogue, on demand): one file per resource (keys under resources.{collection}), each
 * exporting its English and its Chinese apart, so the first screen carries one language only.
 */
export const resourcesZh = [
    kitZh,
    filesZh,
    categoriesZh,
    spuZh,
    skusZh,
    materialsZh,
    pincodesZh,
    pinBasicsZh,
    pincodeWarehousesZh,
    statesZh,
    purchaseOrdersZh,
    warehousesZh,
    staticFilesZh,
];
