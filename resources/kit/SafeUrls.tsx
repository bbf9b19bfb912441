import type { ReactNode } from 'react';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import { isSafeUrl } from './validate';

/** The value of a link or picture field with every address that is not http(s) or a site path taken out. */
export const safeUrlValue = (value: unknown): unknown =>
    Array.isArray(value) ? value.filter(isSafeUrl) : isSafeUrl(value) ? value : undefined;

/**
 * The record its children show, with a link or picture field's unsafe addresses taken out (`javascript:`, `data:`,
 * `//host`): react-admin's ImageField and UrlField then render no other scheme as a source or a link, whatever a
 * record holds (the server refuses such values; older or foreign data may still carry them).
 */
export const SafeUrls = ({ source, children }: { source: string; children: ReactNode }) => {
    const record = useRecordContext();
    if (!record) return <>{children}</>;
    return <RecordContextProvider value={{ ...record, [source]: safeUrlValue(record[source]) }}>{children}</RecordContextProvider>;
};
