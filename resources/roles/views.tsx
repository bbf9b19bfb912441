import { DeleteButton, Toolbar } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { ResourceCodeTreeInput } from './ResourceCodeTreeInput';
import { entry } from './entry';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';

/**
 * Save, and delete with a confirmation (the mock refuses a role someone holds; react-admin shows its reason and the
 * form keeps what was ticked). The delete text is a shade deeper than the theme's error colour: on the form
 * toolbar's grey the default red reads at 3.8:1 (axe asks 4.5:1).
 */
const RoleToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <GuardedSaveButton />
        <DeleteButton
            redirect={() => entry.paths.list}
            sx={(theme: Theme) => ({ color: theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark })}
        />
    </Toolbar>
);

/** The kit's record page, with the role's resource codes as a tree instead of JSON text. */
const RoleRecordPage = () => <KitRecordPage form={<KitForm toolbar={<RoleToolbar />} inputs={{ resources: <ResourceCodeTreeInput /> }} />} />;

const views: Partial<ResourceViews> = { edit: RoleRecordPage, create: RoleRecordPage };

export default views;
