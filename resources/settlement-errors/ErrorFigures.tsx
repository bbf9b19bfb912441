import { Box } from '@mui/material';
import { Labeled } from 'react-admin';
import { fieldFor } from '../kit/fields';
import { description } from './index';

const C = 'settlement-errors';

/** An error's figures at the top of a dialog that works on it (the record in context), in the description's order. */
export const ErrorFigures = ({ shown }: { shown: readonly string[] }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1 }}>
        {description.fields
            .filter(field => shown.includes(field.source))
            .map(field => (
                <Labeled key={field.source} source={field.source} resource={C}>
                    {fieldFor(C, field)}
                </Labeled>
            ))}
    </Box>
);
