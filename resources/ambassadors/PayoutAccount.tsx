import { useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, EditBase, Labeled, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { nestFieldErrors } from '../kit/nestFieldErrors';
import { validateRecord } from '../kit/validate';
import { description } from './index';
import { IBAN_COUNTRIES, INDIA, maskedTail, PAYOUT_METHODS, payoutAccountRules } from './rules';

const C = 'ambassadors';
const R = `resources.${C}`;
const CODE = 'ambassador';

const validate = (values: Record<string, unknown>) => nestFieldErrors(validateRecord(description, values, payoutAccountRules));

/** The account number's label: an IBAN where the site pays to one. */
const accountLabel = (siteCode: string) => (IBAN_COUNTRIES[siteCode] ? `${R}.detail.iban` : `${R}.fields.accountNumber`);

/** The inputs of the site's account: India's bank account with IFSC, or UPI ID, and its PAN; elsewhere the account. */
const AccountInputs = ({ siteCode }: { siteCode: string }) => {
    const method = useWatch({ name: 'payoutMethod' }) as string | undefined;
    const india = siteCode === INDIA;
    const choices = PAYOUT_METHODS.filter(id => india || id !== 'upi').map(id => ({ id, name: `${R}.choices.payoutMethod.${id}` }));
    return (
        <>
            <SelectInput source="payoutMethod" choices={choices} emptyText={`${R}.detail.payout_none`} fullWidth />
            {method === 'bank_account' && <TextInput source="accountNumber" label={accountLabel(siteCode)} fullWidth />}
            {method === 'bank_account' && india && <TextInput source="ifsc" fullWidth />}
            {method === 'upi' && <TextInput source="upiId" fullWidth />}
            {india && <TextInput source="panNumber" helperText={`${R}.detail.pan_hint`} fullWidth />}
        </>
    );
};

// The dialog's own background under the buttons (react-admin's grey toolbar fails contrast with Cancel's text).
const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent' }}>
        <Button label="ra.action.cancel" onClick={onCancel} />
        <GuardedSaveButton />
    </Toolbar>
);

/** The payout account's form in a dialog: saved pessimistically, the server's field errors kept at their inputs. */
const PayoutAccountDialog = ({ id, siteCode, onClose }: { id: string | number; siteCode: string; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const saved = () => {
        notify(`${R}.detail.saved`, { type: 'info' });
        // The detail and its payouts (on hold or not) are read again.
        refresh();
        onClose();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payout-account-dialog">
            <DialogTitle id="payout-account-dialog">{translate(`${R}.detail.payout_edit`)}</DialogTitle>
            <DialogContent sx={{ px: 1 }}>
                <EditBase resource={C} id={id} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess: saved }}>
                    <SimpleForm validate={validate} noValidate toolbar={<DialogToolbar onCancel={onClose} />}>
                        <AccountInputs siteCode={siteCode} />
                    </SimpleForm>
                </EditBase>
            </DialogContent>
        </Dialog>
    );
};

/** A value as the screen shows it: its last four characters (an account number, a UPI ID, a PAN are the payee's). */
const Masked = ({ source }: { source: string }) => {
    const record = useRecordContext();
    const value = record?.[source];
    return (
        <Labeled source={source} label={source === 'accountNumber' ? accountLabel(String(record?.siteCode)) : undefined}>
            <Typography variant="body2">{value ? maskedTail(value) : '—'}</Typography>
        </Labeled>
    );
};

/**
 * The ambassador's payout account and PAN, masked but for their last four characters, and their form for whoever
 * holds the programme's code.
 */
export const PayoutAccount = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const [editing, setEditing] = useState(false);
    if (!record) return null;
    const siteCode = String(record.siteCode);
    const method = record.payoutMethod as string | null | undefined;
    return (
        <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}>
                <Labeled source="payoutMethod">
                    <Typography variant="body2">{method ? translate(`${R}.choices.payoutMethod.${method}`) : translate(`${R}.detail.payout_none`)}</Typography>
                </Labeled>
                {method === 'bank_account' && <Masked source="accountNumber" />}
                {method === 'bank_account' && siteCode === INDIA && (
                    <Labeled source="ifsc">
                        <Typography variant="body2">{String(record.ifsc ?? '—')}</Typography>
                    </Labeled>
                )}
                {method === 'upi' && <Masked source="upiId" />}
                {siteCode === INDIA && <Masked source="panNumber" />}
            </Box>
            <GrantedOnly code={CODE}>
                <Button label={`${R}.detail.payout_edit`} onClick={() => setEditing(true)} sx={{ mt: 1 }}>
                    <EditIcon />
                </Button>
            </GrantedOnly>
            {editing && <PayoutAccountDialog id={record.id} siteCode={siteCode} onClose={() => setEditing(false)} />}
        </>
    );
};
