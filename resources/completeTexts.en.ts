import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { enMessages } from '../providers/messages/en';

type MessageModule = Record<string, TranslationMessages>;

const modules = import.meta.glob<MessageModule>(['./*/messages.en.ts', './kit/files/messages.en.ts'], { eager: true });

/**
 * The whole catalogue in this language, every resource's texts included: for the mock backend (its `msg` texts and
 * the workbooks it writes) and for the tests that compare the languages key by key. The app itself loads a
 * resource's texts with its screens (`texts.ts`).
 */
export const completeEnMessages: TranslationMessages = mergeTranslations(
    enMessages,
    ...Object.values(modules).flatMap(module => Object.values(module)),
);
