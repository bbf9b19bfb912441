/** Texts of the minify tool (/resources/minify, oms.pages.minify), in Chinese. */
export const minifyZh = {
    oms: {
        pages: {
            minify: {
                intro: '在浏览器中压缩 JavaScript、CSS 或 HTML 代码，然后复制结果或将其作为静态文件上传。',
                language: '语言',
                languages: { js: 'JavaScript', css: 'CSS', html: 'HTML' },
                source: '源代码',
                open_file: '打开文件',
                minify: '压缩',
                minifying: '压缩中…',
                result: '压缩结果',
                sizes: '%{original} → %{result}',
                saved: '减少 %{saved}（%{percent}%）',
                copy: '复制结果',
                copied: '结果已复制',
                file_name: '文件名',
                folder: '目录',
                upload: '上传结果',
                uploaded: '已上传：%{url}',
                empty: '请先粘贴或打开代码',
                failed: '压缩失败：%{message}',
                wrong_file: '请打开 .js、.mjs、.css、.html 或 .htm 文件',
                file_too_large: '文件过大（%{size}）：最大 %{max}',
                file_name_invalid: '文件名必须以 .%{extension} 结尾',
            },
        },
    },
};
