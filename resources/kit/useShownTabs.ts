import { useMemo } from 'react';
import { grantedTabs } from '../../ui/grantedTabs';
import { useGrantedCodes } from '../../ui/useGrantedCode';
import type { ResourceDescription } from './types';

/** showTab (spec section 5): the description's tabs the user may see, in order; a tab without a code always shows. */
export const useShownTabs = (description: ResourceDescription): readonly string[] => {
    const codes = useGrantedCodes();
    return useMemo(
        () => grantedTabs((description.tabs ?? []).map(tab => ({ tab, code: description.tabCodes?.[tab] })), codes).map(({ tab }) => tab),
        [description, codes],
    );
};
