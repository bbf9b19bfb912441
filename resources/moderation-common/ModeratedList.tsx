import type { ReactElement } from 'react';
import { DataTable } from 'react-admin';
import { KitList, type KitListProps } from '../kit/KitList';
import { ModerationActions } from './ModerationActions';

/** The moderation column every moderated list ends with: the actions the row's status allows (moderation.ts). */
export const MODERATION_COLUMN: ReactElement = (
    <DataTable.Col key="moderation" label="resources.kit.actions" align="right">
        <ModerationActions />
    </DataTable.Col>
);

const COLUMNS = [MODERATION_COLUMN];

/** A moderated resource's list: the kit's, with the moderation column. */
export const ModeratedList = (props: Omit<KitListProps, 'columnsAfter'>) => <KitList {...props} columnsAfter={COLUMNS} />;
