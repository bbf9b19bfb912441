import { kitMessages } from './kit';
import { filesMessages } from './files';
import { spuMessages } from './spu';
import { categoriesMessages } from './categories';
import { staticFilesMessages } from './static-files';
import { skusMessages } from './skus';
import { materialsMessages } from './materials';
import { pincodesMessages } from './pincodes';
import { pinBasicsMessages } from './pin-basics';
import { pincodeWarehousesMessages } from './pincode-warehouses';
import { statesMessages } from './states';
import { purchaseOrdersMessages } from './purchase-orders';
import { warehousesMessages } from './warehouses';

/** The product master data of /factory and its warehouses. */
const FACTORY = [
    skusMessages,
    materialsMessages,
    pincodesMessages,
    pinBasicsMessages,
    pincodeWarehousesMessages,
    statesMessages,
    purchaseOrdersMessages,
    warehousesMessages,
];

/** Every kit resource's texts, one file per resource (keys under resources.{collection}), each in both languages. */
const ALL = [kitMessages, filesMessages, categoriesMessages, spuMessages, ...FACTORY, staticFilesMessages];

export const resourcesEn = ALL.map(messages => messages.en);
export const resourcesZh = ALL.map(messages => messages.zh);
