import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { countSms, missingVariables } from '../../base/smsText';
import { previewOf, sampleValuesOf } from './rules';

const KEY = 'resources.sms-templates.preview';

/**
 * The message as it will read, with the sample values filled in, and for an SMS what it costs: characters, GSM-7 or
 * Unicode, parts and what is left in the last part (base/smsText.ts, the rule the mock counts with). Variables
 * without a sample value stay as `{name}` and are named below.
 */
export const TemplatePreview = () => {
    const translate = useTranslate();
    const [content, sampleValues, channel] = useWatch({ name: ['content', 'sampleValues', 'channel'] }) as [unknown, unknown, unknown];
    const record = { content: typeof content === 'string' ? content : '', sampleValues };
    const message = previewOf(record);
    const missing = missingVariables(record.content, sampleValuesOf(sampleValues));
    const count = countSms(message);
    return (
        <Box component="section" aria-labelledby="sms-template-preview" sx={{ width: '100%', mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography id="sms-template-preview" variant="subtitle2" component="h2">
                {translate(`${KEY}.title`)}
            </Typography>
            <Typography data-testid="sms-preview-text" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
                {message || translate(`${KEY}.empty`)}
            </Typography>
            {channel === 'sms' && message && (
                <Typography variant="body2" color="text.secondary" data-testid="sms-preview-count">
                    {translate(`${KEY}.count`, {
                        characters: count.characters,
                        encoding: translate(`resources.sms-templates.choices.encoding.${count.encoding}`),
                        parts: count.parts,
                        remaining: count.remaining,
                    })}
                </Typography>
            )}
            {missing.length > 0 && (
                <Typography variant="body2" color="warning.main">
                    {translate(`${KEY}.missing`, { names: missing.join(', ') })}
                </Typography>
            )}
        </Box>
    );
};
