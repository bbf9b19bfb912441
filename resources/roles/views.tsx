import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { ResourceCodeTreeInput } from './ResourceCodeTreeInput';

/** The kit's record page, with the role's resource codes as a tree instead of JSON text. */
const RoleRecordPage = () => <KitRecordPage form={<KitForm inputs={{ resources: <ResourceCodeTreeInput /> }} />} />;

const views: Partial<ResourceViews> = { edit: RoleRecordPage, create: RoleRecordPage };

export default views;
