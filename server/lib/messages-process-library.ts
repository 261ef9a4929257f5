/** Catalog entries of the process libraries — crafts, equipment, tools (issue #11 §5); merged into messages.ts. */
export const processLibraryZhCN = {
  'processLibrary.codeTaken': '编码 {code} 已存在（编码不区分大小写）',
  'processLibrary.inUse':
    '{code} 正被已下发的工艺路线使用（记录“{record}”，下发单号 {dispatchId}），不能删除；如不再使用，请改为停用',
  'processLibrary.importNotXlsx': '导入文件不是有效的 XLSX 工作簿',
  'processLibrary.importEmpty': '导入文件中没有数据行',
  'processLibrary.importRow': '第 {row} 行：{detail}',
  'processLibrary.importDuplicate': '第 {row} 行：编码 {code} 与第 {first} 行重复',
  'processLibrary.imported': '导入完成：新增 {added} 条，更新 {updated} 条',
} as const

export const processLibraryEn: Record<keyof typeof processLibraryZhCN, string> = {
  'processLibrary.codeTaken': 'Code {code} already exists (codes ignore case)',
  'processLibrary.inUse':
    '{code} is used by a dispatched process route (record “{record}”, dispatch {dispatchId}) and cannot be deleted; disable it instead',
  'processLibrary.importNotXlsx': 'The file is not a valid XLSX workbook',
  'processLibrary.importEmpty': 'The file has no data rows',
  'processLibrary.importRow': 'Row {row}: {detail}',
  'processLibrary.importDuplicate': 'Row {row}: code {code} repeats row {first}',
  'processLibrary.imported': 'Import done: {added} added, {updated} updated',
}
