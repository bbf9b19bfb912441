import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { createI18nProvider, loadMessages } from '../../../providers/i18nProvider';
import { writeCookie, COOKIE } from '../../../base/session/cookies';
import { db } from '../../../mock-server/db/store';
import { signIn } from '../../support/mockBackend';

/** The refund action as a Chinese-speaking member of customer service meets it (the English one: the Chromium journey). */
describe('the refund dialog in Chinese', () => {
    it('says an unknown order and a refund above the refundable amount in Chinese, keeping what was typed', async () => {
        const order = db.collections
            .get('orders')!
            .all()
            .find(row => row.siteCode === 'in' && (row.dataType ?? 0) === 0 && row.orderStatus === 'delivered' && row.paidTime)!;
        const refunded = db.collections
            .get('refunds')!
            .all()
            .filter(refund => refund.orderId === order.orderId && refund.status !== 'failed')
            .reduce((sum, refund) => sum + Number(refund.refundAmount), 0);
        const refundable = Number(order.orderAmount) - refunded;

        await signIn('csm');
        writeCookie(COOKIE.language, 'zh');
        window.history.replaceState(null, '', '/orders/refund');
        render(<App i18nProvider={createI18nProvider('zh', await loadMessages('zh'))} />);
        const user = userEvent.setup();
        // The first list seeds the mock's orders (100,000): allow for it.
        await screen.findByRole('table', {}, { timeout: 40_000 });
        await user.click(await screen.findByRole('button', { name: '退款' }, { timeout: 15_000 }));
        const dialog = await screen.findByRole('dialog', { name: '退款' }, { timeout: 15_000 });

        const orderId = within(dialog).getByLabelText(/订单号/);
        await user.type(orderId, 'NOPE404');
        await user.click(within(dialog).getByRole('button', { name: '查找订单' }));
        await within(dialog).findByText('本站点没有订单 NOPE404', {}, { timeout: 10_000 });

        await user.clear(orderId);
        await user.type(orderId, String(order.orderId));
        await user.click(within(dialog).getByRole('button', { name: '查找订单' }));
        await within(dialog).findByText(/最多可退/, {}, { timeout: 10_000 });
        const amount = within(dialog).getByLabelText(/退款金额/);
        await user.type(amount, String(refundable + 1));
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await within(dialog).findByText(`退款金额不能超过可退金额 ${refundable.toFixed(2)}（已付金额减去已退金额）`);
        expect(amount).toHaveValue(refundable + 1);
        await waitFor(() => expect(orderId).toHaveValue(String(order.orderId)));
        writeCookie(COOKIE.language, 'en');
    }, 120_000);
});
