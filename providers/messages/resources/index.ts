import { kitMessages } from './kit';
import { spuMessages } from './spu';
import { categoriesMessages } from './categories';

/** Every kit resource's texts, one file per resource (keys under resources.{collection}), each in both languages. */
const ALL = [kitMessages, categoriesMessages, spuMessages];

export const resourcesEn = ALL.map(messages => messages.en);
export const resourcesZh = ALL.map(messages => messages.zh);
