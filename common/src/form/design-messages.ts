import type { Lang, Localized } from '../i18n';

/**
 * The save rules of a design (client-facts §7.3, §7.5-7.7) and what each says, in the three languages.
 * Chinese texts the original shows are kept word for word; {label}, {name}… are filled per issue.
 */
export const DESIGN_MESSAGES = {
  structure: {
    zh: '表单设计的格式不正确：{detail}',
    en: 'The form design is malformed: {detail}',
    zhtw: '表單設計的格式不正確：{detail}',
  },
  unknownControl: {
    zh: '未知的控件类型【{key}】',
    en: 'Unknown control type "{key}"',
    zhtw: '未知的控件類型【{key}】',
  },
  needField: {
    zh: '请选择{label}的控件字段',
    en: 'Choose the column of "{label}"',
    zhtw: '請選擇{label}的控件字段',
  },
  duplicateField: {
    zh: '{label}的控件字段【{field}】与其他控件重复',
    en: 'The field "{field}" of "{label}" is used by another control',
    zhtw: '{label}的控件字段【{field}】與其他控件重複',
  },
  duplicateFormId: {
    zh: '控件编号【{formId}】重复',
    en: 'The control number {formId} is used twice',
    zhtw: '控件編號【{formId}】重複',
  },
  unknownColumn: {
    zh: '{label}绑定的字段【{field}】不在数据表【{table}】中',
    en: 'The column "{field}" of "{label}" is not in the table "{table}"',
    zhtw: '{label}綁定的字段【{field}】不在數據表【{table}】中',
  },
  unboundTable: {
    zh: '{label}绑定的数据表【{table}】不在已选的数据表中，请重新选择',
    en: 'The table "{table}" of "{label}" is not among the bound tables: choose again',
    zhtw: '{label}綁定的數據表【{table}】不在已選的數據表中，請重新選擇',
  },
  billRule: {
    zh: '请选择{label}的单据模板',
    en: 'Choose the numbering rule of "{label}"',
    zhtw: '請選擇{label}的單據模板',
  },
  relationForm: {
    zh: '请设置{label}的关联功能和显示字段',
    en: 'Choose the related form and the field "{label}" shows',
    zhtw: '請設置{label}的關聯功能和顯示字段',
  },
  popupSelect: {
    zh: '请设置{label}的数据接口、存储字段和显示字段',
    en: 'Choose the data interface, the stored field and the shown field of "{label}"',
    zhtw: '請設置{label}的數據接口、存儲字段和顯示字段',
  },
  relationFlow: {
    zh: '请选择{label}的关联流程',
    en: 'Choose the related flow of "{label}"',
    zhtw: '請選擇{label}的關聯流程',
  },
  relationAttr: {
    zh: '请选择{label}关联的控件和显示字段',
    en: 'Choose the related control and the field "{label}" shows',
    zhtw: '請選擇{label}關聯的控件和顯示字段',
  },
  dictionary: {
    zh: '请选择{label}的数据字典',
    en: 'Choose the dictionary of "{label}"',
    zhtw: '請選擇{label}的數據字典',
  },
  dataInterface: {
    zh: '请选择{label}的数据接口',
    en: 'Choose the data interface of "{label}"',
    zhtw: '請選擇{label}的數據接口',
  },
  options: {
    zh: '{label}的选项不正确：每个选项都要有值和名称，值不能重复',
    en: 'The options of "{label}" are wrong: each needs a value and a name, and values must differ',
    zhtw: '{label}的選項不正確：每個選項都要有值和名稱，值不能重複',
  },
  emptyContainer: {
    zh: '{label}中至少要有一个控件',
    en: '"{label}" must hold at least one control',
    zhtw: '{label}中至少要有一個控件',
  },
  notInSubTable: {
    zh: '子表中不能使用{label}',
    en: '"{label}" cannot be used in a sub-table',
    zhtw: '子表中不能使用{label}',
  },
  subTableInUse: {
    zh: '子表【{table}】已存在,请重新选择!',
    en: 'The sub-table "{table}" is already used, choose another',
    zhtw: '子表【{table}】已存在,請重新選擇!',
  },
  needTable: { zh: '请至少选择一个数据表', en: 'Choose at least one table', zhtw: '請至少選擇一個數據表' },
  tables: {
    zh: '数据表设置不正确：{detail}',
    en: 'The tables are set up wrongly: {detail}',
    zhtw: '數據表設置不正確：{detail}',
  },
  expression: { zh: '{label}：{detail}', en: '"{label}": {detail}', zhtw: '{label}：{detail}' },
  regex: {
    zh: '{label}的正则表达式【{pattern}】不正确',
    en: 'The regular expression {pattern} of "{label}" is not valid',
    zhtw: '{label}的正則表達式【{pattern}】不正確',
  },
  span: {
    zh: '{label}的宽度须为 1 到 24 之间的整数',
    en: 'The width of "{label}" must be a whole number from 1 to 24',
    zhtw: '{label}的寬度須為 1 到 24 之間的整數',
  },
  linkage: {
    zh: '联动规则【{name}】：{detail}',
    en: 'Linkage rule "{name}": {detail}',
    zhtw: '聯動規則【{name}】：{detail}',
  },
} satisfies Record<string, Localized>;

export type DesignRule = keyof typeof DESIGN_MESSAGES;

/** Details inside a message (a linkage or table problem), in the three languages. */
export const DESIGN_DETAILS = {
  notArray: { zh: 'fields 必须是数组', en: 'fields must be a list', zhtw: 'fields 必須是數組' },
  notControl: {
    zh: '第 {index} 项不是控件',
    en: 'item {index} is not a control',
    zhtw: '第 {index} 項不是控件',
  },
  oneMain: {
    zh: '必须有且只有一个主表',
    en: 'there must be exactly one main table',
    zhtw: '必須有且只有一個主表',
  },
  duplicateTable: {
    zh: '数据表【{table}】选了两次',
    en: 'the table "{table}" is chosen twice',
    zhtw: '數據表【{table}】選了兩次',
  },
  childLink: {
    zh: '子表【{table}】须关联主表的主键和自身的外键字段',
    en: 'the child table "{table}" needs the main key and its own foreign key column',
    zhtw: '子表【{table}】須關聯主表的主鍵和自身的外鍵字段',
  },
  noConditions: {
    zh: '至少要有一个条件和一个动作',
    en: 'it needs at least one condition and one action',
    zhtw: '至少要有一個條件和一個動作',
  },
  unknownField: {
    zh: '字段【{field}】不存在',
    en: 'the field "{field}" does not exist',
    zhtw: '字段【{field}】不存在',
  },
  badOperator: {
    zh: '不支持的条件【{op}】',
    en: 'the condition "{op}" is not supported',
    zhtw: '不支持的條件【{op}】',
  },
  badValue: {
    zh: '条件【{field}】的比较值不正确',
    en: 'the value compared with "{field}" is not valid',
    zhtw: '條件【{field}】的比較值不正確',
  },
  twoTables: {
    zh: '条件不能同时引用两个子表',
    en: 'the conditions cannot read two sub-tables',
    zhtw: '條件不能同時引用兩個子表',
  },
  rowTarget: {
    zh: '条件引用子表时，只能控制同一子表的字段（【{field}】不是）',
    en: 'a rule reading a sub-table can only change fields of that sub-table ("{field}" is not one)',
    zhtw: '條件引用子表時，只能控制同一子表的字段（【{field}】不是）',
  },
  badAction: {
    zh: '不支持的动作【{effect}】',
    en: 'the action "{effect}" is not supported',
    zhtw: '不支持的動作【{effect}】',
  },
  notSettable: {
    zh: '字段【{field}】不能被赋值',
    en: 'the field "{field}" cannot be set',
    zhtw: '字段【{field}】不能被賦值',
  },
  noOptions: {
    zh: '字段【{field}】没有选项',
    en: 'the field "{field}" has no options',
    zhtw: '字段【{field}】沒有選項',
  },
  selfReference: { zh: '不能引用自身', en: 'it cannot refer to itself', zhtw: '不能引用自身' },
  cycle: {
    zh: '计算公式之间循环引用',
    en: 'calculations refer to each other in a loop',
    zhtw: '計算公式之間循環引用',
  },
  duplicateRule: { zh: '规则编号重复', en: 'the rule id is used twice', zhtw: '規則編號重複' },
} satisfies Record<string, Localized>;

export type DesignDetail = keyof typeof DESIGN_DETAILS;

/** Fills {name} placeholders; a missing parameter stays visible rather than vanishing. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** A parameter of a message: the same in every language, or itself translated (a detail). */
export type MessageParam = string | number | Localized;

/** The message in the three languages, each with the parameters of its own language. */
export function localize(texts: Localized, params: Record<string, MessageParam>): Localized {
  const inLang = (lang: Lang) =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[lang] : value]),
    );
  return {
    zh: fillTemplate(texts.zh, inLang('zh')),
    en: fillTemplate(texts.en, inLang('en')),
    zhtw: fillTemplate(texts.zhtw, inLang('zhtw')),
  };
}
