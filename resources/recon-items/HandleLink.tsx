import { memo } from 'react';
import BuildIcon from '@mui/icons-material/Build';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { GrantedOnly } from '../../ui';
import { codeOfPath } from '../kit/KitContext';
import { actionsFor, HANDLE_PATH } from './model';

/** The handling page's code (showBtn): the button shows only to users granted that screen. */
export const HANDLE_CODE = codeOfPath(HANDLE_PATH(1));

/**
 * The Handle button of an item still open (its status allows an action of the handling table): opens the handling
 * page. Clicking it does not open the row.
 */
export const HandleLink = memo(function HandleLink() {
    const record = useRecordContext();
    if (!record || actionsFor(record.handleStatus).length === 0) return null;
    return (
        <GrantedOnly code={HANDLE_CODE}>
            <Button component={Link} to={HANDLE_PATH(record.id)} label="resources.recon-items.handle.open" onClick={event => event.stopPropagation()}>
                <BuildIcon />
            </Button>
        </GrantedOnly>
    );
});
