import { useRef, useState, type ReactElement } from 'react';
import QueueIcon from '@mui/icons-material/Queue';
import { Link } from 'react-router-dom';
import {
    Button,
    Confirm,
    DataTable,
    DateTimeInput,
    DeleteButton,
    NumberInput,
    RadioButtonGroupInput,
    required,
    TextInput,
    Toolbar,
    useRecordContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { choicesOf } from '../kit/choices';
import { kitPaths, useKit } from '../kit/KitContext';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { GenerateCodesButton } from './GenerateCodesButton';
import { isCombinableSuperCoupon, TIME_MODES } from './rules';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';

const COLLECTION = 'coupon-templates';
const REQUIRED = [required()];
const HINT = `resources.${COLLECTION}.hints`;

// Number inputs here carry no min or step: the browser's own check would stop the save silently on a hidden tab;
// the rules say what is wrong, in the user's language.

/**
 * Time by day or by a fixed period, one or the other: switching clears the other way's values, so the record
 * never carries both (the rule refuses that, rules.ts).
 */
const TimeModeInput = () => {
    const { setValue } = useFormContext();
    const { description } = useKit();
    const field = description.fields.find(candidate => candidate.source === 'timeMode')!;
    return (
        <RadioButtonGroupInput
            source="timeMode"
            choices={choicesOf(COLLECTION, field)}
            validate={REQUIRED}
            onChange={event => {
                const mode = (event as { target?: { value?: string } }).target?.value;
                const cleared = mode === TIME_MODES[0] ? ['validityStart', 'validityEnd'] : ['expiryDays'];
                cleared.forEach(source => setValue(source, null, { shouldDirty: true }));
            }}
        />
    );
};

/** An input shown only for the chosen way of timing the coupon. */
const ForTimeMode = ({ mode, children }: { mode: (typeof TIME_MODES)[number]; children: ReactElement }) =>
    useWatch({ name: 'timeMode' }) === mode ? children : null;

/**
 * Save, and before saving a combinable super coupon a warning to confirm (spec section 5). The warning comes
 * after the form's own checks pass; confirming saves as the plain button would.
 */
const SuperCouponSaveButton = () => {
    const values = useWatch() as Record<string, unknown>;
    const { trigger } = useFormContext();
    const [open, setOpen] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    return (
        <>
            <GuardedSaveButton
                ref={button}
                onClick={async event => {
                    if (!isCombinableSuperCoupon(values)) return;
                    event.preventDefault();
                    if (await trigger()) setOpen(true);
                }}
            />
            <Confirm
                isOpen={open}
                title={`resources.${COLLECTION}.super_warning.title`}
                content={`resources.${COLLECTION}.super_warning.content`}
                onConfirm={() => {
                    setOpen(false);
                    // The form itself is submitted: the button may still be held by the click guard.
                    button.current?.form?.requestSubmit();
                }}
                onClose={() => setOpen(false)}
            />
        </>
    );
};

const CouponTemplateToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SuperCouponSaveButton />
        <DeleteButton redirect={() => '/prize/template'} />
    </Toolbar>
);

const CouponTemplateForm = () => (
    <KitForm
        toolbar={<CouponTemplateToolbar />}
        inputs={{
            discountPercentage: <NumberInput source="discountPercentage" helperText={`${HINT}.discountPercentage`} fullWidth />,
            timeMode: <TimeModeInput />,
            expiryDays: (
                <ForTimeMode mode="by_day">
                    <NumberInput source="expiryDays" helperText={`${HINT}.expiryDays`} fullWidth />
                </ForTimeMode>
            ),
            validityStart: (
                <ForTimeMode mode="fixed_period">
                    <DateTimeInput source="validityStart" fullWidth />
                </ForTimeMode>
            ),
            validityEnd: (
                <ForTimeMode mode="fixed_period">
                    <DateTimeInput source="validityEnd" fullWidth />
                </ForTimeMode>
            ),
            rCode: <TextInput source="rCode" helperText={`${HINT}.rCode`} fullWidth />,
        }}
    />
);

const CouponTemplateRecordPage = () => <KitRecordPage form={<CouponTemplateForm />} />;

/** What a copy starts from: the template's terms, without its code (unique: the user gives a new one) or server stamps. */
const COPY_OMITS = ['templateCode', 'siteCode', 'createTime', 'updateTime'];

/**
 * A copy opens the add page with the template's terms, in react-admin's own clone protocol (`?source=`, read by its
 * Create). Not react-admin's CloneButton: its link is react-admin's `/coupon-templates/create`, and every link
 * of a row must be a catalogue path (`/prize/template/add`).
 */
const CopyTemplateButton = () => {
    const record = useRecordContext();
    const { entry } = useKit();
    if (!record) return null;
    const copy = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'id' && !COPY_OMITS.includes(key)));
    return (
        <Button
            component={Link}
            to={{ pathname: kitPaths(entry).create(), search: `?${new URLSearchParams({ source: JSON.stringify(copy) })}` }}
            label={`resources.${COLLECTION}.copy`}
            onClick={event => event.stopPropagation()}
        >
            <QueueIcon />
        </Button>
    );
};

/** The kit's list with row buttons that copy a template and generate codes for it. */
const CouponTemplateList = () => (
    <KitList
        columnsAfter={[
            <DataTable.Col key="row-actions" label="resources.kit.actions">
                <CopyTemplateButton />
                <GenerateCodesButton />
            </DataTable.Col>,
        ]}
    />
);

const views: Partial<ResourceViews> = { list: CouponTemplateList, edit: CouponTemplateRecordPage, create: CouponTemplateRecordPage };

export default views;
