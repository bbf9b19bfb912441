/**
 * The document field of the manuals' and declarations' forms: a chosen PDF is checked by the store's own rule,
 * uploaded through POST /files/upload into the resource's folder, and its stored URL becomes the value; a file
 * of another type is refused at the field without a call.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DocumentUploadInput } from '../../resources/kit/DocumentUploadInput';
import { db } from '../../mock-server/db/store';
import { renderInAdmin } from '../support/renderInAdmin';
import { recordRequests, signIn } from '../support/mockBackend';
import { pngFile, textFile, useNodeFileApi } from '../support/nodeFiles';

const Values = () => <output data-testid="values">{JSON.stringify(useWatch())}</output>;
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

const renderField = () =>
    renderInAdmin(
        <ResourceContextProvider value="user-manuals">
            <Form defaultValues={{}}>
                <DocumentUploadInput source="file" />
                <Values />
            </Form>
        </ResourceContextProvider>,
    );

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('DocumentUploadInput', () => {
    it('uploads a PDF into the resource’s folder and keeps the stored URL; refuses a picture at the field without a call', async () => {
        useNodeFileApi();
        await signIn('csm');
        const seen = recordRequests('/files/upload');
        renderField();
        expect(screen.getByText('Accepted: pdf (10 MB)')).toBeInTheDocument();
        const user = userEvent.setup({ applyAccept: false });

        await user.upload(picker(), pngFile('cover.png'));
        expect(await screen.findByRole('alert')).toHaveTextContent('"cover.png" is not accepted. Accepted: pdf (10 MB)');
        expect(seen).toHaveLength(0);

        await user.upload(picker(), textFile('note-14-manual.pdf', '%PDF-1.7 manual', 'application/pdf'));
        await waitFor(() => expect(values().file).toMatch(/\/files\/static\/\d+\/note-14-manual\.pdf$/));
        const stored = db.collections.get('static-files')!.all().at(-1)!;
        expect(stored).toMatchObject({ fileName: 'note-14-manual.pdf', folder: 'user-manuals', fileType: 'pdf' });
        expect(screen.getByRole('textbox')).toHaveValue(String(stored.url));
        expect(seen).toHaveLength(1);
    });
});
