import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { fieldFor } from '../../resources/kit/fields';
import { createI18nProvider } from '../../providers/i18nProvider';

describe('stored HTML shown by the kit', () => {
    it('is sanitised: markup kept, scripts and event handlers dropped', () => {
        const { container } = render(
            <AdminContext i18nProvider={createI18nProvider()}>
                <RecordContextProvider value={{ id: 1, description: '<p>Launch <b>offer</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' }}>
                    {fieldFor('spu', { source: 'description', type: 'richtext' })}
                </RecordContextProvider>
            </AdminContext>,
        );
        expect(container.querySelector('b')?.textContent).toBe('offer');
        expect(container.querySelector('script')).toBeNull();
        expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
        expect(container.innerHTML).not.toContain('alert');
    });
});
