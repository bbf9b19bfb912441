import { cloneElement, type ReactElement } from 'react';
import { required, TextInput } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { description } from './index';
import { TemplatePreview } from './TemplatePreview';

const COLLECTION = 'sms-templates';
const fieldOf = (source: string) => description.fields.find(field => field.source === source)!;
const withHint = (source: string): ReactElement =>
    cloneElement(inputFor(COLLECTION, fieldOf(source)) as ReactElement<{ helperText?: string }>, { helperText: `resources.${COLLECTION}.hints.${source}` });

/** The content written over several lines, with the live preview and SMS count under it. */
const INPUTS = {
    content: (
        <>
            <TextInput source="content" validate={[required()]} multiline minRows={4} fullWidth />
            <TemplatePreview />
        </>
    ),
    variables: withHint('variables'),
    sampleValues: withHint('sampleValues'),
};

/** The template editor (/sms/message/edit?id=): the kit's form, with the preview. */
const TemplatePage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { edit: TemplatePage, create: TemplatePage };

export default views;
