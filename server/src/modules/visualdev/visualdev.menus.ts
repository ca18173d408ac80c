import { CRUD, type SeedMenu } from '../../platform/menus.js';

/**
 * 在线开发 (online development) and 代码生成 (generator) as SPEC §1 lists them; urlAddress follows the
 * original client's view paths. A design's type decides which of these menus opens it (design-types.ts).
 */
const DESIGN_BUTTONS = [
  ...CRUD,
  { code: 'btn_copy', name: '复制' },
  { code: 'btn_release', name: '发布' },
  { code: 'btn_export', name: '导出' },
  { code: 'btn_import', name: '导入' },
];

export const visualdevMenus: SeedMenu[] = [
  { code: 'onlineDev', parent: null, type: 1, name: '在线开发', icon: 'BuildOutlined', sort: 60 },
  {
    code: 'onlineDev.webDesign',
    parent: 'onlineDev',
    type: 2,
    name: 'Web设计',
    icon: 'FormOutlined',
    url: 'onlineDev/webDesign',
    sort: 10,
    buttons: DESIGN_BUTTONS,
  },
  {
    code: 'onlineDev.appDesign',
    parent: 'onlineDev',
    type: 2,
    name: 'App设计',
    icon: 'MobileOutlined',
    url: 'onlineDev/appDesign',
    sort: 20,
    buttons: DESIGN_BUTTONS,
  },
  { code: 'generator', parent: null, type: 1, name: '代码生成', icon: 'CodeOutlined', sort: 65 },
  {
    code: 'generator.webForm',
    parent: 'generator',
    type: 2,
    name: '功能表单',
    icon: 'FileTextOutlined',
    url: 'generator/webForm',
    sort: 10,
    buttons: DESIGN_BUTTONS,
  },
  {
    code: 'generator.appForm',
    parent: 'generator',
    type: 2,
    name: '移动表单',
    icon: 'TabletOutlined',
    url: 'generator/appForm',
    sort: 20,
    buttons: DESIGN_BUTTONS,
  },
  {
    code: 'generator.flowForm',
    parent: 'generator',
    type: 2,
    name: '流程表单',
    icon: 'PartitionOutlined',
    url: 'generator/flowForm',
    sort: 30,
    buttons: DESIGN_BUTTONS,
  },
];
