import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';

/** The provinces that subsidise a product, read by their names, not by id. */
const PROVINCE_NAMES = (
    <ReferenceArrayField source="provinces" reference="subsidy-provinces">
        <SingleFieldList linkType={false}>
            <ChipField source="provinceName" size="small" />
        </SingleFieldList>
    </ReferenceArrayField>
);

const SubsidyProductList = () => <KitList cells={{ provinces: PROVINCE_NAMES }} />;

const views: Partial<ResourceViews> = { list: SubsidyProductList };
export default views;
