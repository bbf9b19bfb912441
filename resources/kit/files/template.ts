import type { Translate } from '../../../ui/format';
import type { FieldDescription, ResourceDescription } from '../types';
import { importableFields } from './importRows';
import type { TemplateColumn } from './workbook';
import { choiceKey } from '../choices';

const NOTES = 'resources.kit.files.note';

/** What a column takes, as the comment on its header: required, allowed values, a reference, a format, bounds. */
const noteOf = (collection: string, field: FieldDescription, translate: Translate): string => {
    const parts: string[] = [];
    if (field.required) parts.push(translate(`${NOTES}.required`));
    switch (field.type) {
        case 'enum': {
            const values = (field.choices ?? []).map(
                value => `${value} (${translate(choiceKey(collection, field.source, value), { _: value })})`,
            );
            parts.push(translate(`${NOTES}.enum`, { values: values.join(', ') }));
            break;
        }
        case 'ref':
            parts.push(translate(`${NOTES}.reference`, { name: translate(`resources.${field.reference}.name`, { smart_count: 1, _: field.reference }) }));
            break;
        case 'date':
            parts.push(translate(`${NOTES}.date`));
            break;
        case 'datetime':
            parts.push(translate(`${NOTES}.datetime`));
            break;
        case 'bool':
            parts.push(translate(`${NOTES}.bool`));
            break;
        case 'number':
        case 'money':
        case 'percent':
            parts.push(
                field.min !== undefined && field.max !== undefined
                    ? translate(`${NOTES}.range`, { min: field.min, max: field.max })
                    : translate(`${NOTES}.number`),
            );
            break;
        default:
            break;
    }
    if (field.many) parts.push(translate(`${NOTES}.many`));
    if (field.maxLength !== undefined) parts.push(translate(`${NOTES}.max_length`, { max: field.maxLength }));
    return parts.join(' ');
};

/**
 * The columns of a resource's import template: its editable fields, labelled in the user's language (a required
 * one marked '*'), each with a comment saying what it takes; the field keys go in the template's hidden row 2.
 */
export const templateColumns = (collection: string, description: ResourceDescription, translate: Translate): TemplateColumn[] =>
    importableFields(description).map(field => ({
        key: field.source,
        label: `${translate(`resources.${collection}.fields.${field.source}`, { _: field.source })}${field.required ? ' *' : ''}`,
        note: noteOf(collection, field, translate) || undefined,
    }));

export const templateFileName = (collection: string): string => `${collection}-import-template.xlsx`;
