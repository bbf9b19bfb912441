import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';

/** The products read by their SKU names (the spec's "SKU name" column), not by id. */
const SKU_NAMES = (
    <ReferenceArrayField source="skuIds" reference="skus">
        <SingleFieldList linkType={false}>
            <ChipField source="skuName" size="small" />
        </SingleFieldList>
    </ReferenceArrayField>
);

const CardlessEmiList = () => <KitList cells={{ skuIds: SKU_NAMES }} />;

const views: Partial<ResourceViews> = { list: CardlessEmiList };

export default views;
