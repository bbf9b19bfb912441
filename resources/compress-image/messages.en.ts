/** Texts of the image compressor (/cms/compress-image, oms.pages.compressImage), in English. */
export const compressImageEn = {
    oms: {
        pages: {
            compressImage: {
                intro: 'Compress pictures in the browser before using them on the website, then upload them and copy their addresses.',
                choose: 'Choose images',
                format: 'Format',
                quality: 'Quality: %{quality}%',
                quality_label: 'Quality',
                png_lossless: 'PNG is lossless: the quality does not apply.',
                folder: 'Folder',
                file_name: 'File',
                original: 'Original',
                compressed: 'Compressed',
                saved: 'Saved',
                url: 'Address',
                actions: 'Actions',
                download: 'Download %{name}',
                upload: 'Upload',
                upload_all: 'Upload all',
                copy_url: 'Copy the address of %{name}',
                working: 'Compressing…',
                none: 'No images chosen yet.',
                not_image: '%{name} is not a JPG, PNG or WebP picture',
                too_large: '%{name} is too large (%{size}): at most %{max}',
                failed: '%{name} could not be compressed',
            },
        },
    },
};
