import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Stack } from '@mui/material';
import { Confirm, Form, SaveButton, TextInput, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../providers/httpClient';
import { useClickGuard } from '../../ui';
import { DocumentUploadInput } from '../kit/DocumentUploadInput';
import { ImageUploadInput } from '../kit/ImageUploadInput';
import type { AuditForm } from '../subsidy-common/model';
import { description } from './index';
import { actionErrors, auditCall, correctedMaterials, REQUIRED_MATERIALS } from './model';

const R = 'resources.subsidy-audits';
const COLLECTION = 'subsidy-audits';

/** A material's input by its type: a document (the e-invoice), a picture, or the platform's voucher as text. */
const inputOf = (source: string) => {
    const type = description.fields.find(field => field.source === source)?.type;
    if (type === 'file') return <DocumentUploadInput key={source} source={source} />;
    if (type === 'image') return <ImageUploadInput key={source} source={source} />;
    return <TextInput key={source} source={source} />;
};

/**
 * A returned claim: the store uploads the materials its province's form requires that are missing or wrong (the
 * kit's upload inputs, through the one upload call), then submits it again. The model's rule (the server's) refuses
 * at its field each material still missing; submitting asks for confirmation, and the server logs who, when and the
 * materials uploaded anew.
 */
export const ResubmitForm = ({ claim }: { claim: RaRecord }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const [pending, setPending] = useState<FieldValues>();
    const { disabled, guard } = useClickGuard();
    const sources = REQUIRED_MATERIALS[claim.auditForm as AuditForm] ?? [];

    const send = async (values: FieldValues) => {
        setPending(undefined);
        try {
            const materials = Object.fromEntries(sources.map(source => [source, values[source] ?? null]));
            await api.post(auditCall(String(claim.id), 'resubmit'), { materials }, { bodyType: 'json', notifySuccess: `${R}.done.resubmit` });
        } catch {
            // The client has shown the server's reason; the form keeps what was uploaded.
        } finally {
            await queryClient.invalidateQueries({ queryKey: [COLLECTION] });
        }
    };

    return (
        <Stack spacing={1}>
            <Alert severity="info">{translate(`${R}.page.resubmit_help`)}</Alert>
            <Form record={correctedMaterials(claim, {})} validate={(values: FieldValues) => actionErrors('resubmit', claim, '', values)} onSubmit={(values: FieldValues) => setPending(values)}>
                <Stack sx={{ maxWidth: 640 }}>
                    {sources.map(inputOf)}
                    <Box>
                        <SaveButton label={`${R}.actions.resubmit`} icon={<SendIcon />} alwaysEnable={!disabled} disabled={disabled} />
                    </Box>
                </Stack>
            </Form>
            <Confirm
                isOpen={!!pending}
                title={`${R}.actions.resubmit`}
                content={translate(`${R}.confirm.resubmit`, { name: String(claim.claimNo) })}
                onConfirm={guard(() => void send(pending!))}
                onClose={() => setPending(undefined)}
            />
        </Stack>
    );
};
