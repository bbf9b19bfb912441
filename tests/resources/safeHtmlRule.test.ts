import { describe, expect, it } from 'vitest';
import { unsafeHtmlUrls, validateRecord } from '../../resources/kit/validate';

const DESCRIPTION = { fields: [{ source: 'body', type: 'richtext' as const, required: true }] };

describe('the rule for stored HTML (form, mock and import)', () => {
    it('accepts links and pictures to http(s) addresses and site paths', () => {
        const body = '<p><a href="https://www.example.com/in/offers">Offers</a> <a href=/support>Support</a></p><img src="/files/static/3/kv.webp" srcset="/a.png 1x, https://cdn.example.com/a@2x.png 2x">';
        expect(unsafeHtmlUrls(body)).toEqual([]);
        expect(validateRecord(DESCRIPTION, { body })).toEqual({});
    });

    it('refuses any other address, naming the first at the field', () => {
        expect(unsafeHtmlUrls(`<a href="javascript:alert(1)">x</a><img src='data:image/png;base64,AA'><a HREF=//evil.example>y</a><img src="/ok.png" srcset="ftp://x/a.png 2x"><a href="&#106;avascript:alert(1)">z</a>`)).toEqual([
            'javascript:alert(1)',
            'data:image/png;base64,AA',
            '//evil.example',
            'ftp://x/a.png',
            '&#106;avascript:alert(1)',
        ]);
        expect(validateRecord(DESCRIPTION, { body: '<p>Read <a href="javascript:steal()">this</a></p>' })).toEqual({
            body: { message: 'resources.kit.validation.html_link', args: { url: 'javascript:steal()' } },
        });
    });

    it('leaves scripts and handlers to the sanitiser, and text that merely mentions an address alone', () => {
        expect(unsafeHtmlUrls('<p>Type javascript:void(0) or see href="x" in the manual</p><script>alert(1)</script>')).toEqual([]);
    });
});
