/**
 * Texts of the static-file store's screens, in English: the upload pieces every screen shares (the upload
 * dialog, image fields, refusals of src/upload/fileRules.ts, which the mock also answers in English) under
 * oms.upload. The minify tool has its own (resources/minify).
 */
export const uploadEn = {
    oms: {
        upload: {
            button: 'Upload',
            title: 'Upload files',
            drop_here: 'Drag files here, or',
            choose: 'choose files',
            accepted: 'Accepted: %{allowed}',
            folder: 'Folder',
            folder_help: 'Letters, digits, - and _, with / between levels',
            folder_invalid: 'Use letters, digits, - and _, with / between levels (at most 64 characters)',
            start: 'Upload %{smart_count} file |||| Upload %{smart_count} files',
            close: 'Close',
            remove: 'Remove',
            waiting: 'Ready',
            uploading: 'Uploading…',
            uploaded: 'Uploaded',
            done: '%{smart_count} file uploaded |||| %{smart_count} files uploaded',
            copy_url: 'Copy URL',
            copied: 'URL copied',
            copy_failed: 'Could not copy: select the URL and copy it by hand',
            preview_of: 'Preview of %{name}',
            refused: {
                type: '"%{name}" is not accepted. Accepted: %{allowed}',
                mismatch: '"%{name}" is not a %{type} file (its content type is %{declared})',
                empty: '"%{name}" is empty',
                size: '"%{name}" is too large (%{size}): %{type} files may be at most %{max}',
            },
            image: {
                url: 'Image URL',
                upload: 'Upload image',
                replace: 'Replace image',
                add: 'Add images',
                remove: 'Remove image',
                none: 'No image',
            },
        },
    },
};
