import { PICTURE_COUNT_MULTIPLE } from '../../base/constants';
import type { FieldErrors } from '../kit/types';

/** The support tab's two picture layouts (spec section 2): one row of 4 pictures, one row of 2. */
export const PICTURES_PER_ROW = { four_per_row: 4, two_per_row: 2 } as const;

export type SupportAppLayout = keyof typeof PICTURES_PER_ROW;

/** Spec section 5 and 9: the picture count must be a multiple of 2 (rows are filled in pairs). */
export const PICTURE_MULTIPLE = PICTURE_COUNT_MULTIPLE;

const picturesOf = (record: Record<string, unknown>): unknown[] =>
    Array.isArray(record.pictures) ? record.pictures : record.pictures ? [record.pictures] : [];

/** A module's pictures come in twos: an odd count leaves a hole in its rows. None at all is the field's 'Required'. */
export const supportAppRules = (record: Record<string, unknown>): FieldErrors => {
    const count = picturesOf(record).length;
    return count > 0 && count % PICTURE_MULTIPLE !== 0
        ? { pictures: { message: 'resources.support-app-modules.validation.picture_multiple', args: { multiple: PICTURE_MULTIPLE, count } } }
        : {};
};
