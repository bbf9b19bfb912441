import { mergeTranslations, type TranslationMessages } from 'react-admin';
// @ts-expect-error ra-language-chinese ships no type declarations
import chineseMessages from 'ra-language-chinese';
import { raZhOverlay } from './ra.zh';
import { omsZh } from './oms.zh';
import { routesZh } from './routes.zh';
import { appbarZh } from './appbar.zh';
import { uiZh } from './ui.zh';
import { pagesZh } from './pages.zh';
import { layoutZh } from './layout.zh';
import { uploadZh } from './upload.zh';

/** Chinese: the react-admin 2 package, our overlay for react-admin 5's keys, then ours. Loaded on demand. */
export const zhMessages: TranslationMessages = mergeTranslations(chineseMessages as object, raZhOverlay, omsZh, routesZh, appbarZh, uiZh, pagesZh, layoutZh, uploadZh);
