/** Texts of the minify tool (/resources/minify, oms.pages.minify), in English. */
export const minifyEn = {
    oms: {
        pages: {
            minify: {
                intro: 'Minify a JavaScript, CSS or HTML snippet in the browser, then copy the result or upload it as a static file.',
                language: 'Language',
                languages: { js: 'JavaScript', css: 'CSS', html: 'HTML' },
                source: 'Source',
                open_file: 'Open a file',
                minify: 'Minify',
                minifying: 'Minifying…',
                result: 'Result',
                sizes: '%{original} → %{result}',
                saved: '%{saved} saved (%{percent}%)',
                copy: 'Copy result',
                copied: 'Result copied',
                file_name: 'File name',
                folder: 'Folder',
                upload: 'Upload result',
                uploaded: 'Uploaded as %{url}',
                empty: 'Paste or open some code first',
                failed: 'Could not minify: %{message}',
                wrong_file: 'Open a .js, .mjs, .css, .html or .htm file',
                file_too_large: 'The file is too large (%{size}): at most %{max}',
                file_name_invalid: 'The file name must end with .%{extension}',
            },
        },
    },
};
