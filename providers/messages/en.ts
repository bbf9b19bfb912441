import { mergeTranslations, type TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { omsEn } from './oms.en';
import { routesEn } from './routes.en';
import { appbarEn } from './appbar.en';
import { uiEn } from './ui.en';
import { pagesEn } from './pages.en';
import { layoutEn } from './layout.en';
import { uploadEn } from './upload.en';

/** English: react-admin's catalogue, then ours. The default locale, loaded with the app. */
export const enMessages: TranslationMessages = mergeTranslations(englishMessages, omsEn, routesEn, appbarEn, uiEn, pagesEn, layoutEn, uploadEn);
