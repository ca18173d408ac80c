// Sentences of uploads and downloads (modules/file, platform/files) and the label of a local address
// (platform/client-info), spread into messages.ts.
export const fileMessages = {
  'file.tooLarge': {
    zh: '文件大小超过{size}{unit}',
    en: 'The file exceeds {size}{unit}',
    zhtw: '檔案大小超過{size}{unit}',
  },
  'file.notImage': {
    zh: '只能上传图片(jpg、png、gif、webp、bmp)',
    en: 'Only images can be uploaded (jpg, png, gif, webp, bmp)',
    zhtw: '只能上傳圖片(jpg、png、gif、webp、bmp)',
  },
  'file.badType': {
    zh: '不支持的文件分类：{type}',
    en: 'Unknown file category: {type}',
    zhtw: '不支援的檔案分類：{type}',
  },
  'file.badName': { zh: '文件名不合法', en: 'Invalid file name', zhtw: '檔名不合法' },
  'file.notFound': { zh: '文件不存在', en: 'The file does not exist', zhtw: '檔案不存在' },
  'file.missing': { zh: '请选择要上传的文件', en: 'Choose a file to upload', zhtw: '請選擇要上傳的檔案' },
  'file.empty': { zh: '不能上传空文件', en: 'The file is empty', zhtw: '不能上傳空檔案' },
  'file.linkExpired': {
    zh: '下载链接已失效,请重新下载',
    en: 'The download link has expired; download again',
    zhtw: '下載連結已失效,請重新下載',
  },
  'ip.local': { zh: '本地局域网', en: 'Local network', zhtw: '本地區域網路' },
} as const;
