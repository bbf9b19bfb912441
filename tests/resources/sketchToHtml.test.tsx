import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import SketchToHtmlPage from '../../resources/sketch-conversions/SketchToHtmlPage';
import { derive } from '../../resources/sketch-conversions/index';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ensureResourceMessages } from '../../resources/texts';

describe('sketch to HTML', () => {
    it('previews pasted HTML made safe in a sandboxed frame, ready to copy', async () => {
        await ensureResourceMessages(['sketch-conversions']);
        render(
            <AdminContext i18nProvider={createI18nProvider()}>
                <SketchToHtmlPage />
            </AdminContext>,
        );
        expect(screen.getByRole('button', { name: 'Copy safe HTML' })).toBeDisabled();
        fireEvent.change(screen.getByRole('textbox', { name: 'HTML' }), {
            target: { value: '<h1 onclick="steal()">Nova 12</h1><script>steal()</script><a href="javascript:steal()">Buy</a><a href="/buy/nova-12">Buy now</a>' },
        });
        const frame = screen.getByTitle('Preview of the converted page');
        expect(frame).toHaveAttribute('sandbox', '');
        const document = frame.getAttribute('srcdoc') ?? '';
        expect(document).toContain('<h1>Nova 12</h1>');
        expect(document).toContain('<a>Buy</a>');
        expect(document).toMatch(/<a href="\/buy\/nova-12"[^>]*>Buy now<\/a>/);
        expect(document).not.toMatch(/steal|<script/);
        expect(screen.getByRole('button', { name: 'Copy safe HTML' })).toBeEnabled();
    });

    it("gives a design without HTML the converter's skeleton, escaped", () => {
        expect(derive!({ name: 'Nova <12> hero', designImage: '/api/files/static/4/nova.png' })).toEqual({
            htmlResult: '<section><h2>Nova &lt;12&gt; hero</h2><img src="/api/files/static/4/nova.png" alt="Nova &lt;12&gt; hero"></section>',
            status: 'done',
        });
    });
});
