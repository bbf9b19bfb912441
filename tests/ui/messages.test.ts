import { describe, expect, it } from 'vitest';
import { messageKeys } from '../support/messageKeys';
import { uiEn } from '../../providers/messages/ui.en';
import { uiZh } from '../../providers/messages/ui.zh';
import { DATE_PRESETS } from '../../ui/datePresets';
import { DEFAULT_SUCCESS_KEY } from '../../ui/useToast';
import { translatorFor } from './helpers';

const valueAt = (tree: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('ui messages', () => {
    const enKeys = messageKeys(uiEn);

    it('live under oms.ui, with the same keys in Chinese', () => {
        expect(enKeys.length).toBeGreaterThan(0);
        enKeys.forEach(key => expect(key.startsWith('oms.ui.')).toBe(true));
        expect(messageKeys(uiZh).sort()).toEqual([...enKeys].sort());
    });

    it('have non-empty values; Chinese has one plural form (no ||||)', () => {
        enKeys.forEach(key => {
            expect(String(valueAt(uiEn, key)).trim()).not.toBe('');
            const chinese = String(valueAt(uiZh, key));
            expect(chinese.trim()).not.toBe('');
            expect(chinese).not.toContain('||||');
        });
    });

    it('cover the keys the ui code uses, in both languages', () => {
        const used = [...DATE_PRESETS.map(preset => preset.labelKey), 'oms.ui.date_presets.label', DEFAULT_SUCCESS_KEY];
        (['en', 'zh'] as const).forEach(locale => {
            const translate = translatorFor(locale);
            used.forEach(key => expect(translate(key)).not.toBe(key));
        });
    });
});
