import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appbarEn } from '../../../providers/messages/appbar.en';
import { appbarZh } from '../../../providers/messages/appbar.zh';
import { enMessages } from '../../../providers/messages/en';
import { zhMessages } from '../../../providers/messages/zh';
import { messageKeys } from '../../support/messageKeys';

const leaves = (tree: object, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)] as [string, string]],
    );

/** Every `oms.*` key written literally in the top-bar and error-log sources. */
const keysUsedInSources = (): string[] => {
    const dirs = ['src/layout/appbar', 'src/errorLog'];
    const keys = new Set<string>();
    for (const dir of dirs) {
        for (const file of readdirSync(dir)) {
            const source = readFileSync(join(dir, file), 'utf8');
            for (const match of source.matchAll(/['"`](oms\.[a-zA-Z_.]+[a-zA-Z_])['"`]/g)) keys.add(match[1]);
        }
    }
    return [...keys];
};

describe('appbar messages', () => {
    it('has the same keys in English and Chinese, all under oms.appbar', () => {
        const en = messageKeys(appbarEn).sort();
        expect(messageKeys(appbarZh).sort()).toEqual(en);
        expect(en.length).toBeGreaterThan(0);
        expect(en.every(key => key.startsWith('oms.appbar.'))).toBe(true);
    });

    it('has no empty text and no plural separator in Chinese', () => {
        for (const [key, value] of leaves(appbarZh)) {
            expect(value.trim(), key).not.toBe('');
            expect(value, key).not.toContain('||||');
        }
        for (const [key, value] of leaves(appbarEn)) expect(value.trim(), key).not.toBe('');
    });

    it('knows every key the top-bar pieces use, in both languages', () => {
        const used = keysUsedInSources();
        expect(used).toContain('oms.toast.switch_language');
        expect(used).toContain('oms.toast.fullscreen_unsupported');
        const en = new Set(messageKeys(enMessages));
        const zh = new Set(messageKeys(zhMessages));
        for (const key of used) {
            expect(en.has(key), `en ${key}`).toBe(true);
            expect(zh.has(key), `zh ${key}`).toBe(true);
        }
    });
});
