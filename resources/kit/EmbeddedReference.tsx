import { useMemo, type ReactNode } from 'react';
import { RecordContextProvider, ReferenceFieldContextProvider, ReferenceFieldView, type RaRecord, type UseReferenceFieldControllerResult } from 'react-admin';

/**
 * A reference drawn from the record the server embedded in the row (resources/kit/embed.ts) with react-admin's own
 * reference view: the same link and markup as a ReferenceField, without its query (one observer per cell, and a
 * second call for the page's references after the rows).
 */
export const EmbeddedReference = ({
    source,
    reference,
    record,
    link,
    children,
}: {
    source: string;
    reference: string;
    record: RaRecord;
    link: string | false;
    children: ReactNode;
}) => {
    const context = useMemo(
        (): UseReferenceFieldControllerResult => ({
            referenceRecord: record,
            link,
            error: null,
            isLoading: false,
            isPending: false,
            isFetching: false,
            // Nothing to fetch again: the record came with the row, and comes again with the list's next call.
            refetch: () => Promise.reject(new Error('an embedded reference is not fetched')),
        }),
        [record, link],
    );
    return (
        <ReferenceFieldContextProvider value={context}>
            <RecordContextProvider value={record}>
                <ReferenceFieldView source={source} reference={reference}>
                    {children}
                </ReferenceFieldView>
            </RecordContextProvider>
        </ReferenceFieldContextProvider>
    );
};
