/** Static-file library texts (resources.static-files, /resources/upload), in English. */
export const staticFilesEn = {
    resources: {
        'static-files': {
            name: 'Static file |||| Static files',
            fields: {
                fileName: 'File name',
                folder: 'Folder',
                fileType: 'Type',
                size: 'Size',
                url: 'URL',
                uploader: 'Uploaded by',
                uploadTime: 'Upload time',
                preview: 'Preview',
            },
            choices: {
                fileType: {
                    jpg: 'JPG image',
                    png: 'PNG image',
                    webp: 'WebP image',
                    gif: 'GIF image',
                    svg: 'SVG image',
                    pdf: 'PDF document',
                    mp4: 'MP4 video',
                    js: 'JavaScript',
                    css: 'CSS style sheet',
                    html: 'HTML page',
                },
            },
            delete_title: 'Delete %{name}?',
            delete_content: 'Pages and records that use its URL will show a broken link.',
            open: 'Open %{name}',
        },
    },
};
