import type { Shape } from '../../../i18n/shape';
import type zhDynamicDictionary from './dynamic-dictionary.zh.texts';

const zhtwDynamicDictionary: Shape<typeof zhDynamicDictionary> = {
  dictionaryViewer: {
    notLinked: '該選單未關聯資料字典',
    notLinkedHint: '請在選單管理中為該選單選擇資料字典',
    missing: '該選單關聯的資料字典不存在或已刪除',
  },
};

export default zhtwDynamicDictionary;
