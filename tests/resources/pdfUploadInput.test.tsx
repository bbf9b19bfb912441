/**
 * A model document's PDF field (/supportPage/material-information): the chosen PDF is checked against the store's
 * document type and limit, uploaded through POST /files/upload into the documents' folder, and its stored URL becomes
 * the value; another type is refused at the field before anything is sent.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PdfUploadInput } from '../../resources/model-documents/PdfUploadInput';
import { db } from '../../mock-server/db/store';
import { renderInAdmin } from '../support/renderInAdmin';
import { recordRequests, signIn } from '../support/mockBackend';
import { pngFile, useNodeFileApi } from '../support/nodeFiles';

const Values = () => <output data-testid="values">{JSON.stringify(useWatch())}</output>;
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('PdfUploadInput', () => {
    it('uploads a PDF into the documents’ folder and keeps its URL; refuses a picture with the store’s text', async () => {
        useNodeFileApi();
        await signIn('csm');
        const seen = recordRequests('/files/upload');
        renderInAdmin(
            <ResourceContextProvider value="model-documents">
                <Form defaultValues={{}}>
                    <PdfUploadInput source="fileUrl" />
                    <Values />
                </Form>
            </ResourceContextProvider>,
        );
        const user = userEvent.setup({ applyAccept: false });

        await user.upload(picker(), pngFile('photo.png', 500));
        expect(await screen.findByRole('alert')).toHaveTextContent('"photo.png" is not accepted. Accepted: pdf (10 MB)');
        expect(seen).toHaveLength(0);

        await user.upload(picker(), pngFile('quick-guide.pdf', 800, 'application/pdf'));
        await waitFor(() => expect(values().fileUrl).toMatch(/\/files\/static\/\d+\/quick-guide\.pdf$/));
        const stored = db.collections.get('static-files')!.all().at(-1)!;
        expect(stored).toMatchObject({ fileName: 'quick-guide.pdf', folder: 'model-documents', fileType: 'pdf', size: 800, uploader: 'csm' });
        expect(values().fileUrl).toBe(stored.url);
        expect(screen.queryByRole('alert')).toBeNull();
    });
});
