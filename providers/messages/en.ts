import { mergeTranslations, type TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { omsEn } from './oms.en';
import { routesEn } from './routes.en';
import { appbarEn } from './appbar.en';
import { uiEn } from './ui.en';
import { pagesEn } from './pages.en';
import { layoutEn } from './layout.en';
import { uploadEn } from './upload.en';

/**
 * react-admin's sort label lower-cases the first letter of the column's label ('Sort by iD', 'sPU count'): our labels
 * are written as they read (ID, SPU count), so the label goes in as it is.
 */
const sortLabelAsWritten = { ra: { sort: { sort_by: 'Sort by %{field} %{order}' } } };

/** English: react-admin's catalogue, then ours. The default locale, loaded with the app. */
export const enMessages: TranslationMessages = mergeTranslations(englishMessages, sortLabelAsWritten, omsEn, routesEn, appbarEn, uiEn, pagesEn, layoutEn, uploadEn);
