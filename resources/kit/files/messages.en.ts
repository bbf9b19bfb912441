/**
 * Texts of imports, exports and the task centre (resources/kit/files, resources/async-tasks), in English.
 * The spec's three import texts are oms.toast.import_success, import_failed and upload_failed. The mock backend
 * reads the workbook and reason texts here too, in the language of whoever started the task.
 */
export const filesEn = {
    resources: {
        kit: {
            files: {
                export: 'Export',
                export_as: 'Export as',
                csv: 'CSV',
                xlsx: 'Excel (XLSX)',
                exporting: 'Exporting…',
                export_task:
                    'The list has %{count} rows, more than %{limit}: the export runs as a task. Download the file from the task centre when it is done.',
                open_centre: 'Task centre',
                import: 'Import',
                import_title: 'Import: %{name}',
                import_steps:
                    'Download the template, fill in one row per record below the headers (keep the header rows), then upload it. The file is imported whole or not at all.',
                template: 'Download template',
                choose_file: 'Choose file',
                no_file: 'No file chosen',
                upload: 'Upload',
                queued: 'Waiting to start…',
                importing: 'Importing… %{progress}%',
                in_background: 'You may close this window: the import goes on, and its result stays in the task centre.',
                error_file: 'Download error file',
                note: {
                    required: 'Required.',
                    enum: 'One of: %{values}.',
                    many: 'Several values: separate them with commas.',
                    reference: 'The ID of a record of %{name}.',
                    date: 'A date, YYYY-MM-DD.',
                    datetime: 'A date and time, YYYY-MM-DD HH:mm.',
                    number: 'A number.',
                    range: 'A number from %{min} to %{max}.',
                    bool: 'true or false.',
                    max_length: 'At most %{max} characters.',
                },
                workbook: {
                    errors_column: 'Errors',
                    errors_sheet: 'Errors',
                    row: 'Row',
                    column: 'Column',
                    message: 'Message',
                },
                reason: {
                    not_workbook: 'The file is not an Excel workbook (.xlsx): download the template and fill it in.',
                    not_template: "The file's header rows are not this import's template: download the template and fill it in.",
                    empty: 'The file has no rows to import.',
                    too_many: 'The file has %{count} rows; at most %{max} can be imported at once.',
                    rows_invalid: '%{smart_count} row has errors: see the error file. |||| %{smart_count} rows have errors: see the error file.',
                },
                validation: {
                    reference: 'No record of %{name} has this ID',
                    duplicate: 'The same value is in row %{row} of the file',
                },
            },
        },
        'async-tasks': {
            fields: { progress: 'Progress', result: 'Result', reason: 'Reason' },
            download: 'Download',
            download_named: 'Download %{name}',
            error_file: 'Error file',
            error_file_named: 'Error file of %{name}',
            queued: 'Queued',
        },
    },
};
