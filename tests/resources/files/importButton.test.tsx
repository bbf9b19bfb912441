import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mock-server/db/store';
import { KitList } from '../../../resources/kit/KitList';
import { TEMPLATE_DATA_ROW } from '../../../resources/kit/files/workbook';
import { signIn } from '../../support/mockBackend';
import { renderKit } from '../../support/renderKit';
import { bytesOf, catchSavedFiles, fillTemplate, loadKit, newSpu, openWorkbook, rowsOn, useNodeFormData, xlsxFile } from '../../support/files';

/**
 * The import dialog of a kit list, against the mock: template download, upload, the task followed to its end; all
 * rows or none, and on failure the spec's texts with the error workbook.
 */
const spuCount = () => db.collections.get('spu')!.count();

let now = 0;
const later = (ms: number) => vi.setSystemTime((now += ms));

beforeEach(() => {
    // Date only: the task's progress comes from the clock; fetch, MSW and React keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
    useNodeFormData();
});
afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

/** Opens the SPU list, its import dialog, and downloads the template through the dialog. */
const openDialogAndTemplate = async () => {
    await signIn('admin');
    const kit = await loadKit('spu');
    const saved = catchSavedFiles();
    renderKit(kit, <KitList />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('1-25 of 40', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import: SPUs' });
    await user.click(within(dialog).getByRole('button', { name: 'Download template' }));
    // exceljs loads on first use.
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].name).toBe('spu-import-template.xlsx');
    return { user, dialog, saved, template: await bytesOf(saved[0].blob) };
};

const uploadFile = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, bytes: Uint8Array, name: string) => {
    await user.upload(within(dialog).getByLabelText('Choose file'), xlsxFile(bytes, name));
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // The task is queued, then runs: the dialog follows it, its bar named by its line of text.
    await within(dialog).findByRole('status');
    expect(within(dialog).getByRole('progressbar', { name: 'Waiting to start…' })).toBeInTheDocument();
};

describe('ImportButton', () => {
    it('offers a template: translated labels (required marked), the field keys in a hidden second row, notes', async () => {
        const { template } = await openDialogAndTemplate();
        const sheet = (await openWorkbook(template)).worksheets[0];
        const labels = (sheet.getRow(1).values as unknown[]).slice(1);
        const keys = (sheet.getRow(2).values as unknown[]).slice(1);
        expect(keys).toEqual(['spuId', 'spuName', 'categoryId', 'series', 'modelCode', 'marketingName', 'launchDate', 'mainImage', 'status', 'hsnCode', 'warrantyMonths', 'description']);
        expect(labels.slice(0, 3)).toEqual(['SPU ID *', 'SPU name *', 'Category *']);
        expect(sheet.getRow(2).hidden).toBe(true);
        expect(JSON.stringify(sheet.getCell(1, keys.indexOf('status') + 1).note)).toContain('on_shelf (On shelf)');
    });

    it('imports nothing of a file with 2 bad rows: the spec texts, and an error workbook naming each row and column', async () => {
        const { user, dialog, saved, template } = await openDialogAndTemplate();
        const before = spuCount();
        const file = await fillTemplate(template, [
            newSpu(1),
            { ...newSpu(2), spuName: '' },
            newSpu(3),
            { ...newSpu(4), status: 'retired' },
            newSpu(5),
        ]);
        await uploadFile(user, dialog, file, 'spu-batch.xlsx');
        expect(spuCount()).toBe(before);

        later(10_000);
        expect(await screen.findByText('Import operation is failed', {}, { timeout: 5000 })).toBeInTheDocument();
        expect(within(dialog).getByText('Upload failed. Please correct the data according to the error messages in the Excel file below and re-upload')).toBeInTheDocument();
        expect(within(dialog).getByText('2 rows have errors: see the error file.')).toBeInTheDocument();
        expect(spuCount()).toBe(before);
        expect(rowsOn('spu', 'in').some(row => String(row.spuId).startsWith('SPU-IMPORT-'))).toBe(false);

        await user.click(within(dialog).getByRole('button', { name: 'Download error file' }));
        await waitFor(() => expect(saved).toHaveLength(2), { timeout: 5000 });
        expect(saved[1].name).toBe('spu-batch-errors.xlsx');
        const [sheet, list] = (await openWorkbook(await bytesOf(saved[1].blob))).worksheets;
        const errorsColumn = (sheet.getRow(1).values as unknown[]).indexOf('Errors');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 1).getCell(errorsColumn).value).toBe('SPU name *: Required');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 3).getCell(errorsColumn).value).toBe('Status *: Must be one of: on_shelf, off_shelf');
        const listed: unknown[][] = [];
        list.eachRow(row => listed.push((row.values as unknown[]).slice(1)));
        expect(listed).toEqual([
            ['Row', 'Column', 'Message'],
            [TEMPLATE_DATA_ROW + 1, 'SPU name *', 'Required'],
            [TEMPLATE_DATA_ROW + 3, 'Status *', 'Must be one of: on_shelf, off_shelf'],
        ]);
    });

    it('imports every row of a good file, says so, and the list shows them', async () => {
        const { user, dialog, template } = await openDialogAndTemplate();
        const file = await fillTemplate(template, [newSpu(1), newSpu(2), newSpu(3)]);
        await uploadFile(user, dialog, file, 'spu-good.xlsx');
        later(10_000);
        expect(await screen.findByText('Import operation is successful', {}, { timeout: 5000 })).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(rowsOn('spu', 'in').filter(row => String(row.spuId).startsWith('SPU-IMPORT-'))).toHaveLength(3);
        expect(await screen.findByText('1-25 of 43', {}, { timeout: 5000 })).toBeInTheDocument();
    });
});
