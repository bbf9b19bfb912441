import type { FieldDescription } from './types';

/** The translation key of an enum value's label: `resources.{collection}.choices.{field}.{value}`. */
export const choiceKey = (collection: string, source: string, value: unknown): string => `resources.${collection}.choices.${source}.${String(value)}`;

/** An enum field's values as react-admin choices (labels translated by the inputs). */
export const choicesOf = (collection: string, field: FieldDescription) =>
    (field.choices ?? []).map(value => ({ id: value, name: choiceKey(collection, field.source, value) }));
