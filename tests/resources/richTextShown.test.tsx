import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { fieldFor } from '../../resources/kit/fields';
import { HtmlPreviewFrame } from '../../resources/kit/SafeHtml';
import { sanitizeHtml } from '../../resources/kit/sanitizeHtml';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ensureResourceMessages } from '../../resources/texts';

const UNSAFE =
    '<p>Launch <b>offer</b> <a href="/offers/diwali">details</a> <a href="javascript:alert(3)">win</a> <a href="//evil.example/x">mirror</a></p>' +
    '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="inline"><img src="https://cdn.example.com/a.png" alt="banner">' +
    '<script>alert(2)</script><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="pin"></form>';

describe('stored HTML shown by the kit', () => {
    it('is sanitised: markup kept, scripts, event handlers and addresses other than http(s) or a site path dropped', async () => {
        const { container } = render(
            <AdminContext i18nProvider={createI18nProvider()}>
                <RecordContextProvider value={{ id: 1, description: UNSAFE }}>{fieldFor('spu', { source: 'description', type: 'richtext' })}</RecordContextProvider>
            </AdminContext>,
        );
        await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('offer'));
        expect(container.querySelector('script, iframe, form, input')).toBeNull();
        expect(container.innerHTML).not.toContain('alert');
        const links = [...container.querySelectorAll('a')].map(link => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')]);
        expect(links).toEqual([
            ['details', '/offers/diwali', 'noopener noreferrer'],
            ['win', null, null],
            ['mirror', null, null],
        ]);
        expect([...container.querySelectorAll('img')].map(image => image.getAttribute('src'))).toEqual([null, null, 'https://cdn.example.com/a.png']);
    });

    it('previews in a sandboxed frame whose document holds only the sanitised body', async () => {
        await ensureResourceMessages([]);
        const { container } = render(
            <AdminContext i18nProvider={createI18nProvider()}>
                <HtmlPreviewFrame html={UNSAFE} title="Diwali offer" />
            </AdminContext>,
        );
        const frame = container.querySelector('iframe')!;
        expect(frame.getAttribute('sandbox')).toBe('');
        expect(frame.getAttribute('title')).toBe('Preview of Diwali offer');
        const document = frame.getAttribute('srcdoc')!;
        expect(document).toContain(sanitizeHtml(UNSAFE));
        expect(document).not.toMatch(/<script|onerror|javascript:|evil\.example/);
    });
});
