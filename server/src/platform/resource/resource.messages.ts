// Refusals of the resource runtime (platform/resource/), registered with the platform's messages.
export const resourceMessages = {
  'resource.changedMeanwhile': {
    zh: '{user}已于{time}保存了更新的版本，请重新打开后再修改',
    en: '{user} saved a newer version at {time}; open it again before changing it',
    zhtw: '{user}已於{time}保存了更新的版本，請重新打開後再修改',
  },
  'resource.parentNotFound': {
    zh: '{field}不存在或已删除',
    en: 'The {field} does not exist or was deleted',
    zhtw: '{field}不存在或已刪除',
  },
  'resource.parentCycle': {
    zh: '{field}不能是自己或自己的下级',
    en: 'The {field} cannot be the record itself or one below it',
    zhtw: '{field}不能是自己或自己的下級',
  },
  'resource.import.badFile': {
    zh: '文件不是有效的Excel工作簿(.xlsx)',
    en: 'The file is not an Excel workbook (.xlsx)',
    zhtw: '檔案不是有效的Excel活頁簿(.xlsx)',
  },
  'resource.import.tooLarge': {
    zh: '导入文件不能超过{size}',
    en: 'The import file cannot be larger than {size}',
    zhtw: '匯入檔案不能超過{size}',
  },
  'resource.import.inflatedTooLarge': {
    zh: '文件内容过大，请分批导入',
    en: 'The file holds too much; import it in parts',
    zhtw: '檔案內容過大，請分批匯入',
  },
  'resource.import.noHeader': {
    zh: '文件的第一行应为列标题',
    en: 'The first row of the file must hold the column headings',
    zhtw: '檔案的第一列應為欄標題',
  },
  'resource.import.empty': {
    zh: '文件中没有要导入的数据',
    en: 'The file holds no rows to import',
    zhtw: '檔案中沒有要匯入的資料',
  },
  'resource.import.tooManyRows': {
    zh: '一次最多导入{max}行数据',
    en: 'At most {max} rows can be imported at a time',
    zhtw: '一次最多匯入{max}列資料',
  },
  'resource.import.unknownColumns': {
    zh: '文件中有无法识别或重复的列：{columns}，请使用导入模板',
    en: 'The file has unknown or repeated columns: {columns}. Use the import template',
    zhtw: '檔案中有無法識別或重複的欄：{columns}，請使用匯入範本',
  },
  'resource.import.missingColumns': {
    zh: '文件缺少必填列：{columns}',
    en: 'The file lacks required columns: {columns}',
    zhtw: '檔案缺少必填欄：{columns}',
  },
  'resource.import.repeated': {
    zh: '{field}与第{row}行重复',
    en: '{field} repeats row {row}',
    zhtw: '{field}與第{row}列重複',
  },
  'resource.import.writeFailed': {
    zh: '该批数据未能保存，请重新导入',
    en: 'This batch could not be saved; import it again',
    zhtw: '該批資料未能儲存，請重新匯入',
  },
} as const;
