import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { enMessages } from './en';

type MessageModule = Record<string, TranslationMessages>;

const modules = import.meta.glob<MessageModule>('./resources/*.en.ts', { eager: true });

/**
 * The whole catalogue in this language, every resource's texts included: for the mock backend (its `msg` texts and
 * the workbooks it writes) and for the tests that compare the languages key by key. The app itself loads a
 * resource's texts with its screens (`resourceMessages.ts`).
 */
export const completeEnMessages: TranslationMessages = mergeTranslations(
    enMessages,
    ...Object.values(modules).flatMap(module => Object.values(module)),
);
