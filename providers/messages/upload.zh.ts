/**
 * Texts of the static-file store's screens, in Chinese: the upload pieces every screen shares (the upload
 * dialog, image fields, refusals of src/upload/fileRules.ts, which the mock also answers in English) under
 * oms.upload. The minify tool has its own (resources/minify).
 */
export const uploadZh = {
    oms: {
        upload: {
            button: '上传',
            title: '上传文件',
            drop_here: '将文件拖到此处，或',
            choose: '选择文件',
            accepted: '支持：%{allowed}',
            folder: '目录',
            folder_help: '字母、数字、- 和 _，多级目录用 / 分隔',
            folder_invalid: '只能使用字母、数字、- 和 _，多级目录用 / 分隔（最多 64 个字符）',
            start: '上传 %{smart_count} 个文件',
            close: '关闭',
            remove: '移除',
            waiting: '待上传',
            uploading: '上传中…',
            uploaded: '已上传',
            done: '已上传 %{smart_count} 个文件',
            copy_url: '复制链接',
            copied: '链接已复制',
            copy_failed: '复制失败，请选中链接后手动复制',
            preview_of: '%{name} 的预览',
            refused: {
                type: '不支持“%{name}”。支持：%{allowed}',
                mismatch: '“%{name}”不是 %{type} 文件（其内容类型为 %{declared}）',
                empty: '“%{name}”是空文件',
                size: '“%{name}”过大（%{size}）：%{type} 文件最大 %{max}',
            },
            image: {
                url: '图片链接',
                upload: '上传图片',
                replace: '更换图片',
                add: '添加图片',
                remove: '移除图片',
                none: '暂无图片',
            },
        },
    },
};
