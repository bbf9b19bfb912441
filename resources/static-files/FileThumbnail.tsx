import { isSafeUrl } from '../kit/validate';
import { useState } from 'react';
import { Box } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import CodeIcon from '@mui/icons-material/Code';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { FILE_TYPE_NAMES, kindOf, type FileType, type UploadKind } from '../../base/fileRules';

const SIZE = 48;

const KIND_ICONS: Record<UploadKind, typeof InsertDriveFileIcon> = {
    image: ImageIcon,
    document: PictureAsPdfIcon,
    video: MovieIcon,
    code: CodeIcon,
};

const isFileType = (type: string | undefined): type is FileType => !!type && (FILE_TYPE_NAMES as string[]).includes(type);

const frame = {
    width: SIZE,
    height: SIZE,
    borderRadius: 1,
    bgcolor: 'action.hover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    flexShrink: 0,
} as const;

/** A file's small picture: the image itself for pictures (when a URL is at hand), else an icon of its kind. */
export const FileThumbnail = ({ url, fileType, alt }: { url?: string; fileType?: string; alt: string }) => {
    const [failed, setFailed] = useState<string>();
    const kind = isFileType(fileType) ? kindOf(fileType) : undefined;
    if (kind === 'image' && isSafeUrl(url) && failed !== url) {
        return (
            <Box sx={frame}>
                <Box component="img" src={url} alt={alt} loading="lazy" onError={() => setFailed(url)} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            </Box>
        );
    }
    const Icon = kind === 'image' && url ? BrokenImageIcon : kind ? KIND_ICONS[kind] : InsertDriveFileIcon;
    return (
        <Box sx={frame}>
            <Icon color="action" titleAccess={alt} />
        </Box>
    );
};
