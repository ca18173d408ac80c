import type { Shape } from '../../../i18n/shape';
import type zhLanguage from './language.zh.texts';

const zhtwLanguage: Shape<typeof zhLanguage> = {
  sysLanguage: {
    keyword: '搜尋標記或文字',
    add: '新建翻譯',
    editTitle: '編輯翻譯',
    key: '翻譯標記',
    keyPlaceholder: '如 routes.system-log',
    keyRequired: '請輸入翻譯標記',
    keyPattern: '以點分隔的字母、數字、橫線或底線，如 routes.system-log',
    zh: '簡體中文',
    en: 'English',
    zhtw: '繁體中文',
    zhRequired: '請輸入簡體中文',
    fallback: '留空時使用簡體中文',
    description: '說明',
    builtIn: '介面內建文字',
    builtInNone: '介面內建文字中沒有這個標記，只有引用它的介面會顯示',
    lastModify: '修改時間',
    empty: '暫無翻譯',
    saveSuccess: '儲存成功',
    hint: '翻譯覆蓋介面的內建文字（標記與介面文字的標記相同），所有使用者重新整理頁面後生效',
  },
};

export default zhtwLanguage;
