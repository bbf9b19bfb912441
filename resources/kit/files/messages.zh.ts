/**
 * Texts of imports, exports and the task centre (resources/kit/files, resources/async-tasks), in Chinese.
 * The spec's three import texts are oms.toast.import_success, import_failed and upload_failed. The mock backend
 * reads the workbook and reason texts here too, in the language of whoever started the task.
 */
export const filesZh = {
    resources: {
        kit: {
            files: {
                export: '导出',
                export_as: '导出格式',
                csv: 'CSV',
                xlsx: 'Excel（XLSX）',
                exporting: '正在导出…',
                export_task: '列表共 %{count} 行，超过 %{limit} 行：导出将作为异步任务执行，完成后请到任务中心下载文件。',
                open_centre: '任务中心',
                import: '导入',
                import_title: '导入：%{name}',
                import_steps: '请先下载模板，在表头下方每行填写一条记录（保留表头行），然后上传。文件要么全部导入，要么全部不导入。',
                template: '下载模板',
                choose_file: '选择文件',
                no_file: '未选择文件',
                upload: '上传',
                queued: '等待开始…',
                importing: '正在导入… %{progress}%',
                in_background: '可以关闭此窗口：导入会继续进行，结果保留在任务中心。',
                error_file: '下载错误文件',
                note: {
                    required: '必填。',
                    enum: '可选值：%{values}。',
                    many: '可填多个值，用逗号分隔。',
                    reference: '%{name}记录的 ID。',
                    date: '日期，格式 YYYY-MM-DD。',
                    datetime: '日期时间，格式 YYYY-MM-DD HH:mm。',
                    number: '数字。',
                    range: '%{min} 到 %{max} 之间的数字。',
                    bool: 'true 或 false。',
                    max_length: '最多 %{max} 个字符。',
                },
                workbook: {
                    errors_column: '错误',
                    errors_sheet: '错误列表',
                    row: '行号',
                    column: '列',
                    message: '错误信息',
                },
                reason: {
                    not_workbook: '文件不是 Excel 工作簿（.xlsx）：请下载模板并填写。',
                    not_template: '文件表头不是本次导入的模板：请下载模板并填写。',
                    empty: '文件中没有可导入的行。',
                    too_many: '文件共 %{count} 行，一次最多导入 %{max} 行。',
                    rows_invalid: '%{smart_count} 行有错误：请查看错误文件。',
                },
                validation: {
                    reference: '不存在该 ID 的%{name}记录',
                    duplicate: '文件第 %{row} 行有相同的值',
                },
            },
        },
        'async-tasks': {
            fields: { progress: '进度', result: '结果', reason: '原因' },
            download: '下载',
            download_named: '下载 %{name}',
            error_file: '错误文件',
            error_file_named: '%{name} 的错误文件',
            queued: '排队中',
        },
    },
};
