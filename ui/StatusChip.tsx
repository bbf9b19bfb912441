import { useTranslate } from 'react-admin';
import { STATUS_CHIP, type StatusChipColour } from './statusChipStyles';

export interface StatusChipProps<Status extends string> {
    status: Status;
    /** The status's text is `${labelKeyPrefix}.${status}` (the raw status when the key is missing). */
    labelKeyPrefix: string;
    /** Colour by status; unlisted ones are grey. */
    colours: Partial<Record<Status, StatusChipColour>>;
}

/**
 * A record's status as a small coloured chip with its translated name: the same look on every list, MUI's small
 * filled Chip, drawn by the theme's classes (ui/statusChipStyles.ts) rather than styled as each one renders.
 */
export const StatusChip = <Status extends string>({ status, labelKeyPrefix, colours }: StatusChipProps<Status>) => {
    const translate = useTranslate();
    const colour = colours[status] ?? 'default';
    return (
        <span className={colour === 'default' ? STATUS_CHIP : `${STATUS_CHIP} ${STATUS_CHIP}-${colour}`}>
            {translate(`${labelKeyPrefix}.${status}`, { _: status })}
        </span>
    );
};
