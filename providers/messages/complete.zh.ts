import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { zhMessages } from './zh';

type MessageModule = Record<string, TranslationMessages>;

const modules = import.meta.glob<MessageModule>('./resources/*.zh.ts', { eager: true });

/**
 * The whole catalogue in this language, every resource's texts included: for the mock backend (its `msg` texts and
 * the workbooks it writes) and for the tests that compare the languages key by key. The app itself loads a
 * resource's texts with its screens (`resourceMessages.ts`).
 */
export const completeZhMessages: TranslationMessages = mergeTranslations(
    zhMessages,
    ...Object.values(modules).flatMap(module => Object.values(module)),
);
