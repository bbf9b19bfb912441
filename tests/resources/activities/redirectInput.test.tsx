import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import { ensureResourceMessages } from '../../../resources/texts';
import { completeEnMessages } from '../../../resources/completeTexts.en';
import { RedirectInput } from '../../../resources/kit/redirect/RedirectInput';
import { REDIRECT_TYPE_PARTS, REDIRECT_TYPES } from '../../../resources/kit/redirect/redirect';
import { renderInAdmin } from '../../support/renderInAdmin';

beforeAll(() => ensureResourceMessages(['kit']));

const PART_LABELS = (completeEnMessages as unknown as { resources: { kit: { redirect: { parts: Record<string, string> } } } }).resources.kit.redirect.parts;

describe('the redirect block as the form shows it', () => {
    it.each(REDIRECT_TYPES.filter(type => type !== 'none').map(type => [type, REDIRECT_TYPE_PARTS[type]] as const))(
        '%s: the inputs its type uses, the required ones marked *',
        (type, { parts, required }) => {
            renderInAdmin(
                <Form defaultValues={{ jumpType: type }}>
                    <RedirectInput prefix="jump" />
                </Form>,
            );
            const expected = parts.map(part => `${PART_LABELS[part]}${required.includes(part) ? ' *' : ''}`);
            // A label's mark is separated by a no-break space.
            const labels = screen.getAllByRole('textbox').map(input => document.querySelector(`label[for="${input.id}"]`)?.textContent?.replace(/\s+/g, ' '));
            expect(labels).toEqual(expected);
        },
    );

    it('marks the mini app ID and path, the deeplink and the package name required', () => {
        expect(REDIRECT_TYPE_PARTS.mini_program.required).toEqual(['MiniAppId', 'MiniAppPath']);
        expect(REDIRECT_TYPE_PARTS.deeplink.required).toEqual(['Deeplink', 'PackageName']);
    });
});
