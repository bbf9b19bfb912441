import { Box, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { StatusLiveNow } from '../app-ops-common/LiveNow';
import { COLOUR } from './rules';

/** The tag's colour as a swatch beside its code (no text on the colour: any colour stays readable). */
const ColourSwatch = () => {
    const record = useRecordContext();
    const colour = String(record?.tagColour ?? '');
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            {COLOUR.test(colour) && <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: colour, border: 1, borderColor: 'divider' }} />}
            <span>{colour}</span>
        </Stack>
    );
};

const CELLS = { tagColour: <ColourSwatch />, status: <StatusLiveNow /> };

const PayTagList = () => <KitList cells={CELLS} />;

const views: Partial<ResourceViews> = { list: PayTagList };

export default views;
