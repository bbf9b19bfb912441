/** Static-file library texts (resources.static-files, /resources/upload), in Chinese. */
export const staticFilesZh = {
    resources: {
        'static-files': {
            name: '静态文件',
            fields: {
                fileName: '文件名',
                folder: '目录',
                fileType: '类型',
                size: '大小',
                url: '链接',
                uploader: '上传人',
                uploadTime: '上传时间',
                preview: '预览',
            },
            choices: {
                fileType: {
                    jpg: 'JPG 图片',
                    png: 'PNG 图片',
                    webp: 'WebP 图片',
                    gif: 'GIF 图片',
                    svg: 'SVG 图片',
                    pdf: 'PDF 文档',
                    mp4: 'MP4 视频',
                    js: 'JavaScript 脚本',
                    css: 'CSS 样式表',
                    html: 'HTML 页面',
                },
            },
            delete_title: '删除 %{name}？',
            delete_content: '使用该链接的页面和记录将无法显示此文件。',
            open: '打开 %{name}',
        },
    },
};
