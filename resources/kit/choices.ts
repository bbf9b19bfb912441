import type { FieldDescription } from './types';

/** Where an enum field's value labels live: `resources.{collection}.choices.{field}`. */
export const choicePrefix = (collection: string, source: string): string => `resources.${collection}.choices.${source}`;

/** The translation key of an enum value's label. */
export const choiceKey = (collection: string, source: string, value: unknown): string => `${choicePrefix(collection, source)}.${String(value)}`;

/** An enum field's values as react-admin choices (labels translated by the inputs). */
export const choicesOf = (collection: string, field: FieldDescription) =>
    (field.choices ?? []).map(value => ({ id: value, name: choiceKey(collection, field.source, value) }));
