import { isSafeUrl } from '../kit/validate';
import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { PICTURES_PER_ROW, type SupportAppLayout } from './rules';

const THUMB = 40;

/** A module's pictures as the app lays them out: rows of 4 or of 2, so the list shows the tab as users see it. */
const PicturesPreview = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    const pictures = Array.isArray(record.pictures) ? (record.pictures as string[]) : [];
    const perRow = PICTURES_PER_ROW[record.layout as SupportAppLayout] ?? 2;
    return (
        <Box sx={{ display: 'inline-grid', gridTemplateColumns: `repeat(${perRow}, ${THUMB}px)`, gap: 0.5 }}>
            {pictures.filter(isSafeUrl).map((url, index) => (
                <Box
                    key={`${index}-${url}`}
                    component="img"
                    src={url}
                    alt={translate('resources.support-app-modules.picture_of', { title: String(record.title ?? ''), number: index + 1 })}
                    sx={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 0.5 }}
                />
            ))}
        </Box>
    );
};

const SupportAppList = () => <KitList cells={{ pictures: <PicturesPreview /> }} />;

const views: Partial<ResourceViews> = { list: SupportAppList };

export default views;
