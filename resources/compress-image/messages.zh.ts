/** Texts of the image compressor (/cms/compress-image, oms.pages.compressImage), in Chinese. */
export const compressImageZh = {
    oms: {
        pages: {
            compressImage: {
                intro: '在浏览器中压缩图片后再用于官网，然后上传并复制其地址。',
                choose: '选择图片',
                format: '格式',
                quality: '质量：%{quality}%',
                quality_label: '质量',
                png_lossless: 'PNG 为无损格式，质量设置不适用。',
                folder: '文件夹',
                file_name: '文件',
                original: '原始大小',
                compressed: '压缩后',
                saved: '节省',
                url: '地址',
                actions: '操作',
                download: '下载 %{name}',
                upload: '上传',
                upload_all: '全部上传',
                copy_url: '复制 %{name} 的地址',
                working: '压缩中…',
                none: '尚未选择图片。',
                not_image: '%{name} 不是 JPG、PNG 或 WebP 图片',
                too_large: '%{name} 过大（%{size}）：最大 %{max}',
                failed: '%{name} 无法压缩',
            },
        },
    },
};
