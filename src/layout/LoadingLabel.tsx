import { useTranslate } from 'react-admin';

/** The id every progress indicator is labelled by (the themes' default props for MUI's progress components). */
export const LOADING_LABEL_ID = 'oms-loading-label';

/**
 * The accessible name of every spinner and progress bar, in the current language: react-admin's loading
 * indicator and lists render MUI progress components without one, which screen readers announce as nothing.
 */
export const LoadingLabel = () => {
    const translate = useTranslate();
    return (
        <span id={LOADING_LABEL_ID} hidden>
            {translate('ra.page.loading')}
        </span>
    );
};
