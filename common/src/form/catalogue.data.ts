// biome-ignore-all format: one catalogue entry per line pair reads as the palette does
import type { Localized } from '../i18n';
import type { ControlLayout, FormOption } from './types';

/**
 * The control catalogue of the v3.2 palette (form-controls-v3.2.txt): every control, its palette group,
 * its labels in the three languages and the defaults a new control starts with. Event handler sources
 * (`on`) are left out on purpose: linkage is declarative here (decision 068).
 */

export type PaletteGroup = 'basic' | 'advanced' | 'webOnly' | 'flow' | 'system' | 'layout';

export interface CatalogueEntry {
  jnpfKey: string;
  group: PaletteGroup;
  label: Localized;
  tag: string;
  layout: ControlLayout;
  /** __config__ defaults beyond what every control has */
  config: Record<string, unknown>;
  slot?: Record<string, unknown>;
  props: Record<string, unknown>;
}

const TWO_OPTIONS: FormOption[] = [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
];
const NESTED_OPTIONS: FormOption[] = [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }];
const FIELD = { required: false, tableName: '', regList: [] };
const PICK = { placeholder: '请选择', clearable: true, disabled: false };
const OPTION_SOURCE = { dataType: 'static', dictionaryType: '', propsUrl: '', props: { label: 'fullName', value: 'id' } };
const SYSTEM = { defaultValue: '', required: false, tableName: '', noShow: false };
const SYSTEM_PROPS = { readonly: true, placeholder: '系统自动生成' };

const l = (zh: string, en: string, zhtw: string): Localized => ({ zh, en, zhtw });

export const CATALOGUE: readonly CatalogueEntry[] = [
  // basic (inputComponents)
  { jnpfKey: 'comInput', group: 'basic', label: l('单行输入', 'Text', '單行輸入'), tag: 'el-input', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: undefined, noShow: false, trigger: 'blur' }, slot: { prepend: '', append: '' },
    props: { placeholder: '请输入', style: { width: '100%' }, clearable: true, 'prefix-icon': '', 'suffix-icon': '', maxlength: null, 'show-word-limit': false, 'show-password': false, readonly: false, disabled: false } },
  { jnpfKey: 'textarea', group: 'basic', label: l('多行输入', 'Text area', '多行輸入'), tag: 'el-input', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: undefined, trigger: 'blur' },
    props: { type: 'textarea', placeholder: '请输入', autosize: { minRows: 4, maxRows: 4 }, style: { width: '100%' }, maxlength: null, 'show-word-limit': true, readonly: false, disabled: false } },
  { jnpfKey: 'numInput', group: 'basic', label: l('数字输入', 'Number', '數字輸入'), tag: 'el-input-number', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: undefined, trigger: ['blur', 'change'] },
    props: { placeholder: '数字文本', min: undefined, max: undefined, step: 1, 'step-strictly': false, precision: undefined, 'controls-position': '', disabled: false } },
  { jnpfKey: 'switch', group: 'basic', label: l('开关', 'Switch', '開關'), tag: 'el-switch', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: false, trigger: 'change' },
    props: { disabled: false, 'active-text': '', 'inactive-text': '', 'active-color': null, 'inactive-color': null, 'active-value': 1, 'inactive-value': 0 } },
  { jnpfKey: 'radio', group: 'basic', label: l('单选框组', 'Radio group', '單選框組'), tag: 'el-radio-group', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: undefined, trigger: 'change', optionType: 'default', border: false, ...OPTION_SOURCE },
    slot: { options: TWO_OPTIONS }, props: { style: {}, size: 'small', disabled: false } },
  { jnpfKey: 'checkbox', group: 'basic', label: l('多选框组', 'Checkbox group', '多選框組'), tag: 'el-checkbox-group', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: [], trigger: 'change', optionType: 'default', border: false, ...OPTION_SOURCE },
    slot: { options: TWO_OPTIONS }, props: { style: {}, size: 'small', disabled: false } },
  { jnpfKey: 'select', group: 'basic', label: l('下拉选择', 'Select', '下拉選擇'), tag: 'el-select', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: '', trigger: 'change', ...OPTION_SOURCE },
    slot: { options: TWO_OPTIONS }, props: { ...PICK, style: { width: '100%' }, filterable: false, multiple: false } },
  { jnpfKey: 'cascader', group: 'basic', label: l('级联选择', 'Cascader', '級聯選擇'), tag: 'el-cascader', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: [], trigger: 'change', dataType: 'static', propsUrl: '', dictionaryType: '' },
    props: { ...PICK, options: NESTED_OPTIONS, style: { width: '100%' }, props: { props: { multiple: false, value: 'id', label: 'fullName', children: 'children' } }, 'show-all-levels': true, filterable: false, separator: '/' } },
  { jnpfKey: 'date', group: 'basic', label: l('日期选择', 'Date', '日期選擇'), tag: 'el-date-picker', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change' },
    props: { ...PICK, type: 'date', style: { width: '100%' }, format: 'yyyy-MM-dd', 'value-format': 'timestamp', readonly: false } },
  { jnpfKey: 'time', group: 'basic', label: l('时间选择', 'Time', '時間選擇'), tag: 'el-time-picker', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change' },
    props: { ...PICK, style: { width: '100%' }, readonly: false, 'picker-options': { selectableRange: '00:00:00-23:59:59' }, format: 'HH:mm:ss', 'value-format': 'HH:mm:ss' } },
  { jnpfKey: 'uploadFz', group: 'basic', label: l('文件上传', 'File upload', '文件上傳'), tag: 'JNPF-UploadFz', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: [], trigger: 'click' },
    props: { disabled: false, accept: '', fileSize: 5, sizeUnit: 'MB', buttonText: '点击上传', showTip: false, limit: 9 } },
  { jnpfKey: 'uploadImg', group: 'basic', label: l('图片上传', 'Image upload', '圖片上傳'), tag: 'JNPF-UploadImg', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: [], trigger: 'click' },
    props: { disabled: false, accept: '', showTip: false, fileSize: 5, sizeUnit: 'MB', limit: 9 } },
  { jnpfKey: 'colorPicker', group: 'basic', label: l('颜色选择', 'Colour', '顏色選擇'), tag: 'el-color-picker', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change' },
    props: { 'show-alpha': false, 'color-format': '', disabled: false, size: 'small' } },
  { jnpfKey: 'rate', group: 'basic', label: l('评分', 'Rating', '評分'), tag: 'el-rate', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: 0, trigger: 'change' },
    props: { style: {}, max: 5, 'allow-half': false, 'show-text': false, 'show-score': false, disabled: false } },
  { jnpfKey: 'slider', group: 'basic', label: l('滑块', 'Slider', '滑塊'), tag: 'el-slider', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: undefined, trigger: 'change' },
    props: { disabled: false, min: 0, max: 100, step: 1, 'show-stops': false, range: false } },
  { jnpfKey: 'divider', group: 'basic', label: l('分割线', 'Divider', '分割線'), tag: 'el-divider', layout: 'colFormItem',
    config: { defaultValue: null, required: false }, slot: { default: '我是分割线' }, props: { 'content-position': 'center' } },
  { jnpfKey: 'JNPFText', group: 'basic', label: l('文本', 'Text block', '文本'), tag: 'JNPF-Text', layout: 'colFormItem',
    config: { defaultValue: '这是一段文字', required: false },
    props: { style: { width: '100%' }, textStyle: { color: '#000000', 'text-align': 'left', 'font-weight': 'normal', 'font-style': 'normal', 'text-decoration': 'none', 'line-height': 32, 'font-size': 12 } } },
  { jnpfKey: 'editor', group: 'basic', label: l('富文本', 'Rich text', '富文本'), tag: 'JNPF-Quill', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'blur' }, props: { placeholder: '请输入内容...' } },
  // advanced (selectComponents)
  { jnpfKey: 'comSelect', group: 'advanced', label: l('公司组件', 'Organisation', '公司組件'), tag: 'com-select', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change' }, props: { ...PICK, multiple: false, filterable: false } },
  { jnpfKey: 'depSelect', group: 'advanced', label: l('部门组件', 'Department', '部門組件'), tag: 'dep-select', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change' }, props: { ...PICK, multiple: false, filterable: false } },
  { jnpfKey: 'posSelect', group: 'advanced', label: l('岗位组件', 'Position', '崗位組件'), tag: 'pos-select', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change' }, props: { ...PICK, multiple: false, filterable: false } },
  { jnpfKey: 'userSelect', group: 'advanced', label: l('用户组件', 'User', '用戶組件'), tag: 'user-select', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'click' }, props: { ...PICK, multiple: false } },
  { jnpfKey: 'treeSelect', group: 'advanced', label: l('树形选择', 'Tree select', '樹形選擇'), tag: 'JNPFTreeSelect', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: null, trigger: 'change', dataType: 'static', dictionaryType: '', propsUrl: '' },
    props: { ...PICK, props: { props: { value: 'id', label: 'fullName', children: 'children' } }, options: NESTED_OPTIONS, multiple: false, filterable: false } },
  { jnpfKey: 'billRule', group: 'advanced', label: l('单据组件', 'Bill number', '單據組件'), tag: 'el-input', layout: 'colFormItem',
    config: { defaultValue: null, required: false, tableName: '', noShow: false, trigger: 'change', rule: '' }, props: { readonly: true, placeholder: '系统自动生成' } },
  { jnpfKey: 'table', group: 'advanced', label: l('设计子表', 'Sub-table', '設計子表'), tag: 'JNPF-InputTable', layout: 'rowFormItem',
    config: { defaultValue: [], showTitle: true, type: 'table', rowType: 'table', children: [], tableName: '' },
    props: { disabled: false, actionText: '添加', 'show-summary': false, tableConf: {} } },
  { jnpfKey: 'address', group: 'advanced', label: l('省市区', 'Region', '省市區'), tag: 'JNPF-Address', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: [], trigger: 'change' }, props: { ...PICK, filterable: false, level: 2 } },
  { jnpfKey: 'relationForm', group: 'advanced', label: l('关联表单', 'Related form', '關聯表單'), tag: 'relationForm', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: '', trigger: 'change' },
    props: { ...PICK, modelId: '', relationField: '', hasPage: false, pageSize: 20, columnOptions: [], filterable: false } },
  { jnpfKey: 'popupSelect', group: 'advanced', label: l('弹窗选择', 'Popup select', '彈窗選擇'), tag: 'popupSelect', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: '' },
    props: { ...PICK, interfaceId: '', hasPage: false, pageSize: 20, columnOptions: [], propsValue: 'id', relationField: 'fullName' } },
  // web functions only (webPeculiarList) and flow forms
  { jnpfKey: 'relationFormAttr', group: 'webOnly', label: l('关联表单属性', 'Related form field', '關聯表單屬性'), tag: 'relationFormAttr', layout: 'colFormItem',
    config: { defaultValue: null, required: false }, props: { showField: '', relationField: '' } },
  { jnpfKey: 'calculate', group: 'webOnly', label: l('计算公式', 'Calculation', '計算公式'), tag: 'calculate', layout: 'colFormItem',
    config: { defaultValue: 0, required: false, tableName: '', noShow: false }, props: { expression: [], precision: 2 } },
  { jnpfKey: 'relationFlow', group: 'flow', label: l('关联流程', 'Related flow', '關聯流程'), tag: 'relationFlow', layout: 'colFormItem',
    config: { ...FIELD, defaultValue: '', trigger: 'change' }, props: { ...PICK, flowId: '', relationField: '', columnOptions: [] } },
  { jnpfKey: 'relationFlowAttr', group: 'flow', label: l('关联流程属性', 'Related flow field', '關聯流程屬性'), tag: 'relationFlowAttr', layout: 'colFormItem',
    config: { defaultValue: null, required: false }, props: { showField: '', relationField: '' } },
  // system (systemComponents): read-only, filled by the server
  { jnpfKey: 'createUser', group: 'system', label: l('创建人员', 'Created by', '創建人員'), tag: 'el-input', layout: 'colFormItem', config: SYSTEM, props: SYSTEM_PROPS },
  { jnpfKey: 'createTime', group: 'system', label: l('创建时间', 'Created at', '創建時間'), tag: 'el-input', layout: 'colFormItem', config: SYSTEM, props: SYSTEM_PROPS },
  { jnpfKey: 'modifyUser', group: 'system', label: l('修改人员', 'Modified by', '修改人員'), tag: 'el-input', layout: 'colFormItem', config: SYSTEM, props: SYSTEM_PROPS },
  { jnpfKey: 'modifyTime', group: 'system', label: l('修改时间', 'Modified at', '修改時間'), tag: 'el-input', layout: 'colFormItem', config: SYSTEM, props: SYSTEM_PROPS },
  { jnpfKey: 'currOrganize', group: 'system', label: l('所属组织', 'Organisation of creator', '所屬組織'), tag: 'el-input', layout: 'colFormItem', config: SYSTEM, props: SYSTEM_PROPS },
  { jnpfKey: 'currPosition', group: 'system', label: l('所属岗位', 'Position of creator', '所屬崗位'), tag: 'el-input', layout: 'colFormItem', config: SYSTEM, props: SYSTEM_PROPS },
  // layout (layoutComponents)
  { jnpfKey: 'groupTitle', group: 'layout', label: l('分组标题', 'Group title', '分組標題'), tag: 'groupTitle', layout: 'colFormItem',
    config: { defaultValue: null, required: false }, props: { content: '分组标题', 'content-position': 'left' } },
  { jnpfKey: 'card', group: 'layout', label: l('卡片容器', 'Card', '卡片容器'), tag: 'el-card', layout: 'rowFormItem',
    config: { defaultValue: [], children: [] }, props: { header: '卡片容器', shadow: 'always' } },
  { jnpfKey: 'row', group: 'layout', label: l('栅格容器', 'Grid row', '柵格容器'), tag: 'el-row', layout: 'rowFormItem',
    config: { layoutTree: true, rowType: 'layout', children: [] }, props: { type: 'default', justify: 'start', align: 'top' } },
  { jnpfKey: 'tab', group: 'layout', label: l('标签面板', 'Tabs', '標籤面板'), tag: 'el-tab', layout: 'rowFormItem',
    config: { children: [{ title: 'Tab 1', __config__: { children: [] } }, { title: 'Tab 2', __config__: { children: [] } }], active: 0 },
    props: { type: '', 'tab-position': 'top' } },
  { jnpfKey: 'collapse', group: 'layout', label: l('折叠面板', 'Collapse', '折疊面板'), tag: 'el-collapse', layout: 'rowFormItem',
    config: { children: [{ title: '面板1', name: '1', __config__: { children: [] } }, { title: '面板2', name: '2', __config__: { children: [] } }], active: ['1'] },
    props: { accordion: false } },
];
