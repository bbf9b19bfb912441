/**
 * The image field of every kit form (`inputFor` of an image field): a chosen picture is checked, uploaded through
 * POST /files/upload into the resource's folder, and the stored URL becomes the value, with a preview; a refusal,
 * the browser's own check or the server's, shows at the field.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { inputFor } from '../../resources/kit/fields';
import type { FieldDescription } from '../../resources/kit/types';
import { db } from '../../mock-server/db/store';
import { API } from '../mock-server/client';
import { renderInAdmin } from '../support/renderInAdmin';
import { injectFault, recordRequests, signIn } from '../support/mockBackend';
import { pngFile, useNodeFileApi } from '../support/nodeFiles';

const MB = 1024 * 1024;

/** The form's values, as the save would send them. */
const Values = () => <output data-testid="values">{JSON.stringify(useWatch())}</output>;
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

const renderField = (field: FieldDescription, resource = 'spu') =>
    renderInAdmin(
        <ResourceContextProvider value={resource}>
            <Form defaultValues={{}}>
                {inputFor(resource, field)}
                <Values />
            </Form>
        </ResourceContextProvider>,
    );

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const lastStored = () => db.collections.get('static-files')!.all().at(-1)!;

describe('ImageUploadInput', () => {
    it('uploads the chosen picture into the resource’s folder and keeps the stored URL, with a preview', async () => {
        useNodeFileApi();
        await signIn('os');
        const seen = recordRequests('/files/upload');
        renderField({ source: 'mainImage', type: 'image' });
        const url = screen.getByRole('textbox', { name: 'Main image' });
        expect(url).toHaveValue('');

        await userEvent.setup().upload(picker(), pngFile('hero.png', 500));

        await waitFor(() => expect(values().mainImage).toMatch(/\/files\/static\/\d+\/hero\.png$/));
        const stored = lastStored();
        expect(stored).toMatchObject({ fileName: 'hero.png', folder: 'spu', fileType: 'png', size: 500, uploader: 'os' });
        expect(stored.url).toBe(`${API}/files/static/${stored.id}/hero.png`);
        expect(values().mainImage).toBe(stored.url);
        expect(url).toHaveValue(String(stored.url));
        expect(screen.getByRole('img', { name: 'Preview of hero.png' })).toHaveAttribute('src', stored.url);
        expect(seen).toHaveLength(1);
        expect(screen.getByText('Replace image')).toBeInTheDocument();
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('refuses a picture over 2 MB at the field, without calling the server', async () => {
        useNodeFileApi();
        await signIn('os');
        const seen = recordRequests('/files/upload');
        renderField({ source: 'mainImage', type: 'image' });

        await userEvent.setup().upload(picker(), pngFile('huge.png', 2.5 * MB));

        expect(await screen.findByRole('alert')).toHaveTextContent('"huge.png" is too large (2.5 MB): png files may be at most 2 MB');
        expect(screen.getByRole('textbox', { name: 'Main image' })).toHaveAttribute('aria-invalid', 'true');
        expect(seen).toHaveLength(0);
        expect(values().mainImage).toBeUndefined();
    });

    it('shows the server’s refusal at the field and keeps the earlier value', async () => {
        useNodeFileApi();
        await signIn('os');
        renderField({ source: 'mainImage', type: 'image' });
        const user = userEvent.setup();
        await user.upload(picker(), pngFile('first.png'));
        await waitFor(() => expect(values().mainImage).toMatch(/first\.png$/));
        const first = values().mainImage;

        await injectFault({ path: '/files/upload', code: 400, msg: 'The storage quota of this site is used up', times: 1 });
        await user.upload(picker(), pngFile('second.png'));

        expect(await screen.findByRole('alert')).toHaveTextContent('The storage quota of this site is used up');
        expect(values().mainImage).toBe(first);
    });

    it('a list of images: each chosen picture is added, and one can be removed', async () => {
        useNodeFileApi();
        await signIn('os');
        renderField({ source: 'gallery', type: 'image', many: true }, 'categories');
        const user = userEvent.setup();

        await user.upload(picker(), [pngFile('a.png'), pngFile('b.png')]);

        await waitFor(() => expect(values().gallery).toHaveLength(2));
        const list = screen.getByRole('list');
        expect(within(list).getAllByRole('listitem')).toHaveLength(2);
        expect(within(list).getByRole('img', { name: 'Preview of b.png' })).toBeInTheDocument();
        expect(lastStored().folder).toBe('categories');

        await user.click(within(list).getAllByRole('button', { name: 'Remove image' })[0]);
        expect(values().gallery).toEqual([expect.stringMatching(/b\.png$/)]);
    });
});
