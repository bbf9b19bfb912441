import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';

/** What a click downloads (the wait starts before the click, so a fast download is not missed). */
export const downloadOf = async (page: Page, click: () => Promise<void>): Promise<Download> => {
    const next = page.waitForEvent('download');
    await click();
    return next;
};

/** A downloaded workbook, read back with exceljs. */
export const workbookOf = async (download: Download): Promise<ExcelJS.Workbook> => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    return workbook;
};

/** Saves a workbook as an .xlsx file to upload. */
export const saveWorkbook = async (workbook: ExcelJS.Workbook, name: string): Promise<string> => {
    const path = join(tmpdir(), `${name}-${process.pid}.xlsx`);
    await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
    return path;
};

/** A template's sheet, filled by field key (row 2 holds the keys) from row 3 on. */
export const filler = (sheet: ExcelJS.Worksheet) => {
    const keys = (sheet.getRow(2).values as unknown[]).map(value => String(value ?? ''));
    return (rowNumber: number, values: Record<string, string | number>) => {
        const row = sheet.getRow(rowNumber);
        Object.entries(values).forEach(([key, value]) => (row.getCell(keys.indexOf(key)).value = value));
        row.commit();
    };
};
