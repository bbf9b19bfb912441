import { useCallback } from 'react';
import { useToast } from './';

/** Copies through the page's selection when the Clipboard API is missing (a page served over plain http). */
const copyBySelection = (text: string): boolean => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
        return document.execCommand('copy');
    } catch {
        return false;
    } finally {
        area.remove();
    }
};

/** Copies a text (a stored file's URL, a minified result) and says so in a toast; a failure says how to copy by hand. */
export const useCopyText = () => {
    const toast = useToast();
    return useCallback(
        async (text: string, successKey = 'oms.upload.copied') => {
            let copied = false;
            try {
                if (navigator.clipboard?.writeText) {
                    await navigator.clipboard.writeText(text);
                    copied = true;
                }
            } catch {
                // refused (no permission, page not focused): try the selection below
            }
            if (!copied) copied = copyBySelection(text);
            if (copied) toast.success(successKey);
            else toast.error('oms.upload.copy_failed');
            return copied;
        },
        [toast],
    );
};
