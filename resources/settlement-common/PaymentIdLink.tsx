import { memo } from 'react';
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useKit, kitPaths } from '../kit/KitContext';

/** A line's transaction ID as the link to its record page (the row opens it too). */
export const PaymentIdLink = memo(function PaymentIdLink() {
    const record = useRecordContext();
    const { entry } = useKit();
    const path = record ? kitPaths(entry).record(record.id) : undefined;
    if (!record || !path) return null;
    return (
        <Link component={RouterLink} to={path} underline="hover" onClick={event => event.stopPropagation()}>
            {String(record.paymentId)}
        </Link>
    );
});
