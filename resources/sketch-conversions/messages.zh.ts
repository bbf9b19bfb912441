/** sketch-conversions texts (resources.sketch-conversions), in Chinese. */
export const sketchConversionsZh = {
    resources: {
        'sketch-conversions': {
            name: '设计稿转换',
            fields: { name: '名称', designImage: '设计图', htmlResult: 'HTML', status: '状态', creator: '创建人', createTime: '创建时间' },
            choices: { status: { done: '已完成', failed: '失败' } },
            tool: {
                intro: '上传导出为 HTML 的设计稿或直接粘贴：脚本、事件处理、框架、表单以及 http(s) 或本站路径以外的地址都会被去除。预览页面并复制安全的 HTML。',
                upload: '上传 HTML 文件',
                copy: '复制安全 HTML',
                copied: '已复制安全 HTML',
                source: 'HTML',
                source_help: '右侧为页面的显示效果',
                too_large: 'HTML 文件不超过 2 MB',
                empty: '有 HTML 内容后，页面将显示在这里',
                page: '转换后的页面',
            },
        },
    },
};
