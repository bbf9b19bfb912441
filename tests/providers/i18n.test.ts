import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { createI18nProvider, ensureTexts, loadMessages, storedLocale } from '../../providers/i18nProvider';
import { ensureResourceMessages } from '../../resources/texts';
import { completeEnMessages as enMessages } from '../../resources/completeTexts.en';
import { completeZhMessages as zhMessages } from '../../resources/completeTexts.zh';
import { messageKeys } from '../support/messageKeys';
import { COOKIE, writeCookie } from '../../base/session/cookies';
import { cookieValue } from './helpers';

const HAN = /[\u4e00-\u9fff]/;

/** The text at a dotted key of a message tree. */
const textAt = (tree: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('i18nProvider', () => {
    it('speaks English by default', () => {
        const i18n = createI18nProvider();
        expect(i18n.getLocale()).toBe('en');
        expect(i18n.translate('oms.toast.switch_language')).toBe('switch language success');
        expect(i18n.translate('ra.page.access_denied')).toBe('Access denied');
        expect(i18n.getLocales?.()).toEqual([
            { locale: 'en', name: 'English' },
            { locale: 'zh', name: '中文' },
        ]);
    });

    it("changeLocale('zh') stores the cookie language=zh and loads Chinese", async () => {
        const i18n = createI18nProvider();
        await i18n.changeLocale('zh');
        expect(cookieValue('language')).toBe('zh');
        expect(i18n.getLocale()).toBe('zh');
        expect(i18n.translate('ra.page.access_denied')).toBe('无权访问');
        expect(i18n.translate('oms.toast.switch_language')).toMatch(HAN);
        await i18n.changeLocale('en');
        expect(cookieValue('language')).toBe('en');
        expect(i18n.translate('oms.toast.switch_language')).toBe('switch language success');
    });

    it('starts in the stored locale with its messages', async () => {
        const i18n = createI18nProvider('zh', await loadMessages('zh'));
        expect(i18n.getLocale()).toBe('zh');
        expect(i18n.translate('ra.action.save')).toMatch(HAN);
    });

    it("adds a resource's texts when its screens load, and keeps them across a language switch", async () => {
        const i18n = createI18nProvider();
        // A loaded catalogue stays for the page's life, and a test file that ran before in this worker may have loaded
        // spu's: the catalogue missing until it loads is one only this test loads.
        expect(i18n.translate('resources.i18n-probe.fields.name', { _: 'missing' })).toBe('missing');
        await ensureTexts({ 'i18n-probe': async locale => mergeTranslations({ resources: { 'i18n-probe': { fields: { name: locale === 'zh' ? '名称' : 'Name' } } } }) });
        expect(i18n.translate('resources.i18n-probe.fields.name')).toBe('Name');
        await ensureResourceMessages(['spu']);
        expect(i18n.translate('resources.spu.fields.spuName')).toBe('SPU name');
        expect(i18n.translate('oms.toast.switch_language')).toBe('switch language success');
        await i18n.changeLocale('zh');
        expect(i18n.translate('resources.i18n-probe.fields.name')).toBe('名称');
        expect(i18n.translate('resources.spu.fields.spuName')).toMatch(HAN);
        await i18n.changeLocale('en');
    });

    it('fills interpolations (the timeout toast)', () => {
        const i18n = createI18nProvider();
        expect(i18n.translate('oms.http.timeout', { seconds: 30 })).toBe(
            'The server did not answer within 30 seconds. Please try again.',
        );
    });
});

describe('storedLocale', () => {
    it('reads the language cookie, English by default', () => {
        expect(storedLocale()).toBe('en');
        writeCookie(COOKIE.language, 'zh');
        expect(storedLocale()).toBe('zh');
        writeCookie(COOKIE.language, 'en');
        expect(storedLocale()).toBe('en');
    });

    it('ignores a language it does not know', () => {
        writeCookie(COOKIE.language, 'fr');
        expect(storedLocale()).toBe('en');
    });
});

describe('catalogues', () => {
    const enKeys = messageKeys(enMessages);

    it("English includes react-admin's own catalogue", () => {
        const raKeys = messageKeys(englishMessages);
        expect(raKeys.length).toBeGreaterThan(100);
        expect(enKeys).toEqual(expect.arrayContaining(raKeys));
    });

    it('has a Chinese text for every English key', () => {
        // Blank only where English is blank too (react-admin's `ra.boolean.null` is a space).
        const missing = enKeys.filter(key => {
            const text = textAt(zhMessages, key);
            const english = String(textAt(enMessages, key));
            return typeof text !== 'string' || (text.trim() === '' && english.trim() !== '');
        });
        expect(enKeys.length).toBeGreaterThan(500);
        expect(missing).toEqual([]);
    });

    it('has no Chinese plural variants (||||)', () => {
        const withPlural = messageKeys(zhMessages).filter(key => String(textAt(zhMessages, key)).includes('||||'));
        expect(withPlural).toEqual([]);
    });

    it('translates spot checks', () => {
        expect(textAt(enMessages, 'oms.toast.switch_language')).toBe('switch language success');
        expect(textAt(enMessages, 'oms.toast.fullscreen_unsupported')).toBe('you browser can not work');
        expect(textAt(enMessages, 'oms.toast.upload_failed')).toBe(
            'Upload failed. Please correct the data according to the error messages in the Excel file below and re-upload',
        );
        for (const key of ['ra.page.access_denied', 'ra.action.save', 'ra.navigation.next', 'oms.toast.switch_language', 'oms.http.timeout']) {
            expect(textAt(zhMessages, key), key).toMatch(HAN);
        }
    });
});
