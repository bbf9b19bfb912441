import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export interface StatusChipProps<Status extends string> {
    status: Status;
    /** The status's text is `${labelKeyPrefix}.${status}` (the raw status when the key is missing). */
    labelKeyPrefix: string;
    /** Colour by status; unlisted ones are grey. */
    colours: Partial<Record<Status, ChipProps['color']>>;
}

/** A record's status as a small coloured chip with its translated name: the same look on every list. */
export const StatusChip = <Status extends string>({ status, labelKeyPrefix, colours }: StatusChipProps<Status>) => {
    const translate = useTranslate();
    return <Chip size="small" color={colours[status] ?? 'default'} label={translate(`${labelKeyPrefix}.${status}`, { _: status })} />;
};
