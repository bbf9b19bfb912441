import { useMemo } from 'react';
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useRecordContext } from 'react-admin';

/**
 * What buyers write may carry markup (spam does: links, pictures, scripts). Staff read it through DOMPurify keeping
 * only text formatting: no script, handler, link or picture survives, so nothing a buyer wrote can act in the back
 * office or lead a moderator off to another site. An instance of its own, with no hooks of the kit's sanitiser.
 */
const purifier = DOMPurify(window);
const FORMATTING = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li'], ALLOWED_ATTR: [] };

export const buyerHtml = (value: unknown): string => (typeof value === 'string' ? purifier.sanitize(value, FORMATTING) : '');

/** A buyer's text, in a list cell or on the record's page, formatting only. */
export const BuyerTextField = ({ source }: { source: string; label?: string }) => {
    const record = useRecordContext();
    const html = useMemo(() => buyerHtml(record?.[source]), [record, source]);
    return <Box component="span" sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />;
};
