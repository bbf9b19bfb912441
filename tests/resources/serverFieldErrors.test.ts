/**
 * A write the server refuses with a field error that carries arguments reaches react-admin's form as the finished
 * text in the language on show (the form takes field errors as strings: an object would be read as nested fields
 * and show its bare key).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ensureResourceMessages } from '../../resources/texts';
import { signIn } from '../support/mockBackend';

afterEach(() => vi.useRealTimers());

describe("a server's field error with arguments", () => {
    it('arrives at the form as its text with the arguments in place, in English and in Chinese', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 0, 0));
        await signIn('finance');
        await ensureResourceMessages(['internal-imports']);
        const i18n = createI18nProvider();
        const made = await dataProvider.create('internal-imports', { data: { payChannel: 'razorpay', periodFrom: '2026-11-17', periodTo: '2026-11-18' } });
        const batchNo = String(made.data.batchNo);
        const overlap = () => dataProvider.create('internal-imports', { data: { payChannel: 'razorpay', periodFrom: '2026-11-18', periodTo: '2026-11-19' } });

        await expect(overlap()).rejects.toMatchObject({ body: { errors: { periodFrom: `This channel is already loaded from 2026-11-17 to 2026-11-18 (batch ${batchNo})` } } });
        await i18n.changeLocale('zh');
        await expect(overlap()).rejects.toMatchObject({ body: { errors: { periodFrom: `该渠道 2026-11-17 至 2026-11-18 的数据已导入（批次 ${batchNo}）` } } });
    });
});
