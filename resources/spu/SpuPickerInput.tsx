import { useState } from 'react';
import { Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { FieldTitle, InputHelperText, ReferenceField, RecordContextProvider, useInput, useTranslate, type Validator } from 'react-admin';
import { SpuSelectDialog } from './SpuSelectDialog';

/** A form's SPU reference, chosen through the one SPU selection dialog: the chosen SPU's name, and a button to (re)choose. */
export const SpuPickerInput = ({ source, validate, disabled }: { source: string; validate?: Validator[]; disabled?: boolean }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const { field, fieldState, isRequired, id } = useInput({ source, validate });
    const error = fieldState.error?.message;
    return (
        <FormControl error={!!error} fullWidth margin="dense">
            <FormLabel id={`${id}-label`} sx={{ fontSize: '0.75rem' }}>
                <FieldTitle source={source} resource={undefined} isRequired={isRequired} />
            </FormLabel>
            <Stack direction="row" spacing={2} alignItems="center" aria-labelledby={`${id}-label`}>
                {field.value ? (
                    <RecordContextProvider value={{ id: 'form', [source]: field.value }}>
                        <ReferenceField source={source} reference="spu" link={false} />
                    </RecordContextProvider>
                ) : null}
                <Button variant="outlined" size="small" onClick={() => setOpen(true)} disabled={disabled}>
                    {translate('resources.spu.select.button')}
                </Button>
            </Stack>
            {error && (
                <FormHelperText>
                    <InputHelperText error={error} />
                </FormHelperText>
            )}
            <SpuSelectDialog
                open={open}
                value={field.value}
                onClose={() => setOpen(false)}
                onConfirm={spu => {
                    field.onChange(spu.id);
                    setOpen(false);
                }}
            />
        </FormControl>
    );
};
