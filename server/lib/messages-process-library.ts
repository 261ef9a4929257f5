/** Catalog entries of the process libraries — crafts, equipment, tools; merged into messages.ts. */
export const processLibraryZhCN = {
  'processLibrary.codeTaken': '编码 {code} 已存在（编码不区分大小写）',
  'processLibrary.inUse':
    '{code} 正被已下发的工艺路线使用（记录“{record}”，下发单号 {dispatchId}），不能删除；如不再使用，请改为停用',
  'processLibrary.importNotXlsx': '导入文件不是有效的 XLSX 工作簿',
  'processLibrary.importEmpty': '导入文件中没有数据行',
  'processLibrary.importUnpacked': '导入文件解压后超过 {max}，请拆分为多个文件后导入',
  'processLibrary.importEntries': '导入文件包含超过 {max} 个部件，不是普通的 XLSX 工作簿',
  'processLibrary.importRows': '导入表格超过 {max} 行数据（不含表头），请拆分为多个文件后导入',
  'processLibrary.importColumns': '导入表格超过 {max} 列，请删除多余的列后导入',
  'processLibrary.importTimeout': '读取导入文件超过 {seconds} 秒仍未完成，已停止；请简化或拆分文件后重试',
  'processLibrary.importMemory': '导入文件过于复杂，读取时超出内存上限，已停止；请简化或拆分文件后重试',
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
  'processLibrary.importUnpacked': 'The file unpacks to more than {max}; split it into several files',
  'processLibrary.importEntries': 'The file holds more than {max} parts; it is not an ordinary XLSX workbook',
  'processLibrary.importRows':
    'The sheet has more than {max} data rows (besides the header); split it into several files',
  'processLibrary.importColumns': 'The sheet has more than {max} columns; delete the extra columns',
  'processLibrary.importTimeout':
    'Reading the file took more than {seconds} s and was stopped; simplify or split it and try again',
  'processLibrary.importMemory':
    'The file is too complex to read within the memory limit and was stopped; simplify or split it and try again',
  'processLibrary.importRow': 'Row {row}: {detail}',
  'processLibrary.importDuplicate': 'Row {row}: code {code} repeats row {first}',
  'processLibrary.imported': 'Import done: {added} added, {updated} updated',
}
