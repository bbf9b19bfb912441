import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { zhMessages } from '../providers/messages/zh';

type MessageModule = Record<string, TranslationMessages>;

const modules = import.meta.glob<MessageModule>(['./*/messages.zh.ts', './kit/files/messages.zh.ts'], { eager: true });

/**
 * The whole catalogue in this language, every resource's texts included: for the mock backend (its `msg` texts and
 * the workbooks it writes) and for the tests that compare the languages key by key. The app itself loads a
 * resource's texts with its screens (`texts.ts`).
 */
export const completeZhMessages: TranslationMessages = mergeTranslations(
    zhMessages,
    ...Object.values(modules).flatMap(module => Object.values(module)),
);
