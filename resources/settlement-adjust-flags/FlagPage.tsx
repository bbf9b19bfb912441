import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Button, Labeled, Loading, RecordContextProvider, ResourceContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { fieldFor } from '../kit/fields';
import { ErrorLog } from '../settlement-common/ErrorLog';
import type { ErrorLogEntry } from '../settlement-common/model';
import { description as errorDescription } from '../settlement-errors/index';
import { FlagDecision } from './FlagDecision';
import { description } from './index';
import { ADJUST_TYPES, flagPath } from './model';

const C = 'settlement-adjust-flags';
const R = `resources.${C}`;
const ERRORS = 'settlement-errors';
const FLAG_FIELDS = ['flagNo', 'status', 'adjustType', 'adjustAmount', 'reason', 'attachment', 'flaggedBy', 'flaggedTime', 'approver', 'approveTime', 'remark'];
const ERROR_FIELDS = ['errorNo', 'provider', 'errorType', 'status', 'orderId', 'internalAmount', 'settlementAmount', 'diffAmount', 'adjustAmount'];

const Grid = ({ children }: { children: ReactNode }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}>{children}</Box>
);

const fieldsOf = (collection: string, fields: typeof description.fields, sources: readonly string[]) =>
    sources.flatMap(source => fields.filter(field => field.source === source)).map(field => (
        <Labeled key={field.source} source={field.source} resource={collection}>
            {fieldFor(collection, field)}
        </Labeled>
    ));

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Card variant="outlined">
        <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
                {title}
            </Typography>
            {children}
        </CardContent>
    </Card>
);

/** The flag's error as it stands now: its figures and its log (an approval's adjustment names the flag). */
const FlagError = ({ error }: { error: Record<string, unknown> | undefined }) => {
    const translate = useTranslate();
    if (!error) return <Alert severity="info">{translate(`${R}.page.error_gone`)}</Alert>;
    return (
        <ResourceContextProvider value={ERRORS}>
            <RecordContextProvider value={error}>
                <Stack spacing={2}>
                    <Grid>{fieldsOf(ERRORS, errorDescription.fields, ERROR_FIELDS)}</Grid>
                    <Labeled label={`resources.${ERRORS}.fields.log`} fullWidth>
                        <ErrorLog log={(error.log as ErrorLogEntry[] | undefined) ?? []} collection={ERRORS} />
                    </Labeled>
                    <Box>
                        <Button
                            component={Link}
                            to={`/financialReconciliation/errorDetails?filter=${encodeURIComponent(JSON.stringify({ errorNo: error.errorNo }))}`}
                            label={`${R}.page.open_error`}
                        />
                    </Box>
                </Stack>
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};

/**
 * A flag's page (`adjustFlag/{adjustType}/:id`): the flag, its error with the error's log, and while pending its
 * decision. The path's type is the flag's adjustment type: under another type the page says which one the flag is,
 * with a link to its own page.
 */
const FlagPage = () => {
    const { id = '', type = '' } = useParams();
    const translate = useTranslate();
    const { data: flag, isPending, error: failed } = useGetOne(C, { id }, { retry: false });
    const { data: error, isPending: errorPending } = useGetOne(ERRORS, { id: flag?.errorId }, { enabled: flag?.errorId !== undefined, retry: false });
    if (isPending || (flag && errorPending && flag.errorId !== undefined)) return <Loading />;
    if (failed || !flag) {
        return (
            <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('resources.kit.not_found')}
            </Alert>
        );
    }
    const title = translate(`${R}.page.title`, { flagNo: String(flag.flagNo) });
    const own = String(flag.adjustType);
    if (type !== own) {
        const known = (ADJUST_TYPES as readonly string[]).includes(type);
        return (
            <>
                <Title title={title} />
                <Alert severity="warning" sx={{ mt: 2 }} action={<Button component={Link} to={flagPath(own, flag.id)} label={`${R}.page.open_own`} color="inherit" />}>
                    {translate(known ? `${R}.page.other_type` : `${R}.page.unknown_type`, {
                        flagNo: String(flag.flagNo),
                        type: translate(`${R}.choices.adjustType.${own}`),
                        asked: type,
                    })}
                </Alert>
            </>
        );
    }
    return (
        <ResourceContextProvider value={C}>
            <RecordContextProvider value={flag}>
                <Title title={title} />
                <Stack spacing={2} sx={{ mt: 2 }}>
                    <Section title={translate(`${R}.page.flag`)}>
                        <Grid>{fieldsOf(C, description.fields, FLAG_FIELDS)}</Grid>
                    </Section>
                    <Section title={translate(`${R}.page.decision`)}>
                        <FlagDecision flag={flag} error={error} />
                    </Section>
                    <Section title={translate(`${R}.page.error`)}>
                        <FlagError error={error} />
                    </Section>
                </Stack>
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};

export default FlagPage;
