import { Button, ButtonGroup, type ButtonGroupProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_PRESETS, type DatePreset, type DateRange } from './datePresets';

export interface DatePresetButtonsProps extends Omit<ButtonGroupProps, 'onClick'> {
    /** Called with the preset's range, computed at click time. */
    onPick: (range: DateRange, preset: DatePreset) => void;
    /** The clock; the current time by default. */
    getNow?: () => Date;
}

const currentTime = () => new Date();

/** One button per date preset (last week, last month, last three months), for filter bars. */
export const DatePresetButtons = ({ onPick, getNow = currentTime, size = 'small', variant = 'outlined', ...props }: DatePresetButtonsProps) => {
    const translate = useTranslate();
    return (
        <ButtonGroup aria-label={translate('oms.ui.date_presets.label')} size={size} variant={variant} {...props}>
            {DATE_PRESETS.map(preset => (
                <Button key={preset.key} onClick={() => onPick(preset.range(getNow()), preset)}>
                    {translate(preset.labelKey)}
                </Button>
            ))}
        </ButtonGroup>
    );
};
