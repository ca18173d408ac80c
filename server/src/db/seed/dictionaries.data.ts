import { POSITION_TYPES, ROLE_TYPES } from '@app/common';
import { seedId } from './seed-id.js';

/**
 * The data dictionaries the product reads (client-facts §5.1 "All dictionaries in one call"), grouped under
 * three directory types. RoleType and PositionType hold exactly the codes the role and position forms
 * accept (common ROLE_TYPES / POSITION_TYPES), so stored values keep their meaning. Where client-facts
 * names a type's id (role type, flow category), the seeded type keeps that id.
 */

type Item = [code: string, name: string, children?: Item[]];

interface SeedType {
  code: string;
  name: string;
  parent?: string;
  id?: string;
  isTree?: 1;
  items: Item[];
}

const NATIONS = [
  '汉族',
  '蒙古族',
  '回族',
  '藏族',
  '维吾尔族',
  '苗族',
  '彝族',
  '壮族',
  '布依族',
  '朝鲜族',
  '满族',
  '侗族',
  '瑶族',
  '白族',
  '土家族',
  '哈尼族',
  '哈萨克族',
  '傣族',
  '黎族',
  '傈僳族',
  '佤族',
  '畲族',
  '高山族',
  '拉祜族',
  '水族',
  '东乡族',
  '纳西族',
  '景颇族',
  '柯尔克孜族',
  '土族',
  '达斡尔族',
  '仫佬族',
  '羌族',
  '布朗族',
  '撒拉族',
  '毛南族',
  '仡佬族',
  '锡伯族',
  '阿昌族',
  '普米族',
  '塔吉克族',
  '怒族',
  '乌孜别克族',
  '俄罗斯族',
  '鄂温克族',
  '德昂族',
  '保安族',
  '裕固族',
  '京族',
  '塔塔尔族',
  '独龙族',
  '鄂伦春族',
  '赫哲族',
  '门巴族',
  '珞巴族',
  '基诺族',
];

export const DICTIONARY_TYPES: SeedType[] = [
  { code: 'systemDictionary', name: '系统', items: [] },
  { code: 'businessDictionary', name: '业务', items: [] },
  { code: 'flowDictionary', name: '流程', items: [] },

  // 系统
  {
    code: 'sex',
    name: '性别',
    parent: 'systemDictionary',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'RoleType',
    name: '角色类型',
    parent: 'systemDictionary',
    id: '4501f6f26a384757bce12d4c4b03342c',
    items: Object.entries(ROLE_TYPES).map(([code, name]) => [code, name.zh]),
  },
  {
    code: 'PositionType',
    name: '岗位类型',
    parent: 'systemDictionary',
    items: POSITION_TYPES.map((t) => [t.code, t.name.zh]),
  },
  {
    code: 'dbType',
    name: '数据库类型',
    parent: 'systemDictionary',
    items: [
      ['SQLite', 'SQLite'],
      ['PostgreSQL', 'PostgreSQL'],
      ['MySQL', 'MySQL'],
      ['SQLServer', 'SQL Server'],
      ['Oracle', 'Oracle'],
      ['DM8', '达梦数据库'],
      ['KingbaseES', '人大金仓'],
    ],
  },
  {
    code: 'Email',
    name: '邮箱服务',
    parent: 'systemDictionary',
    items: [
      ['qq', 'QQ邮箱'],
      ['exmail', '腾讯企业邮箱'],
      ['163', '网易163邮箱'],
      ['aliyun', '阿里企业邮箱'],
      ['outlook', 'Outlook'],
    ],
  },
  {
    code: 'printDev',
    name: '打印模板分类',
    parent: 'systemDictionary',
    items: [
      ['form', '表单打印'],
      ['flow', '流程打印'],
      ['report', '报表打印'],
    ],
  },
  {
    code: 'webDesign',
    name: '功能设计分类',
    parent: 'systemDictionary',
    items: [
      ['business', '业务功能'],
      ['office', '办公功能'],
      ['manage', '管理功能'],
    ],
  },
  {
    code: 'appDesigner',
    name: '移动设计分类',
    parent: 'systemDictionary',
    items: [
      ['business', '业务应用'],
      ['office', '移动办公'],
    ],
  },
  {
    code: 'webForm',
    name: '表单设计分类',
    parent: 'systemDictionary',
    items: [
      ['business', '业务表单'],
      ['office', '办公表单'],
    ],
  },
  {
    code: 'appForm',
    name: '移动表单分类',
    parent: 'systemDictionary',
    items: [
      ['business', '业务表单'],
      ['office', '办公表单'],
    ],
  },
  {
    code: 'portalDesigner',
    name: '门户分类',
    parent: 'systemDictionary',
    items: [
      ['home', '首页门户'],
      ['business', '业务门户'],
      ['analysis', '分析门户'],
    ],
  },
  {
    code: 'ReportSort',
    name: '报表分类',
    parent: 'systemDictionary',
    items: [
      ['finance', '财务报表'],
      ['sales', '销售报表'],
      ['hr', '人事报表'],
      ['other', '其他报表'],
    ],
  },
  {
    code: 'DataInterfaceType',
    name: '数据接口分类',
    parent: 'systemDictionary',
    id: '9c43287481364d348c0ea0d0f64b38be',
    items: [
      ['system', '系统接口'],
      ['business', '业务接口'],
      ['external', '外部接口'],
    ],
  },
  {
    code: 'DataScreenCategory',
    name: '大屏分类',
    parent: 'systemDictionary',
    id: 'b1474890faaa47e1858ce7b593c8ffd7',
    items: [
      ['operation', '运营监控'],
      ['sales', '销售分析'],
      ['production', '生产看板'],
    ],
  },

  // 业务
  {
    code: 'Nation',
    name: '民族',
    parent: 'businessDictionary',
    items: NATIONS.map((n, i) => [String(i + 1).padStart(2, '0'), n]),
  },
  {
    code: 'Education',
    name: '学历',
    parent: 'businessDictionary',
    items: [
      ['doctor', '博士'],
      ['master', '硕士'],
      ['bachelor', '本科'],
      ['college', '大专'],
      ['technical', '中专'],
      ['highSchool', '高中'],
      ['juniorSchool', '初中'],
      ['primarySchool', '小学'],
      ['other', '其他'],
    ],
  },
  {
    code: 'certificateType',
    name: '证件类型',
    parent: 'businessDictionary',
    items: [
      ['idCard', '身份证'],
      ['passport', '护照'],
      ['officer', '军官证'],
      ['hkMacau', '港澳居民来往内地通行证'],
      ['taiwan', '台湾居民来往大陆通行证'],
      ['residence', '外国人永久居留身份证'],
    ],
  },
  {
    code: 'IndustryType',
    name: '行业类别',
    parent: 'businessDictionary',
    isTree: 1,
    items: [
      [
        'A',
        '农、林、牧、渔业',
        [
          ['A01', '农业'],
          ['A02', '林业'],
          ['A03', '畜牧业'],
          ['A04', '渔业'],
        ],
      ],
      ['B', '采矿业'],
      [
        'C',
        '制造业',
        [
          ['C13', '农副食品加工业'],
          ['C26', '化学原料和化学制品制造业'],
          ['C39', '计算机、通信和其他电子设备制造业'],
        ],
      ],
      ['D', '电力、热力、燃气及水生产和供应业'],
      ['E', '建筑业'],
      [
        'F',
        '批发和零售业',
        [
          ['F51', '批发业'],
          ['F52', '零售业'],
        ],
      ],
      ['G', '交通运输、仓储和邮政业'],
      ['H', '住宿和餐饮业'],
      [
        'I',
        '信息传输、软件和信息技术服务业',
        [
          ['I63', '电信、广播电视和卫星传输服务'],
          ['I64', '互联网和相关服务'],
          ['I65', '软件和信息技术服务业'],
        ],
      ],
      ['J', '金融业'],
      ['K', '房地产业'],
      ['L', '租赁和商务服务业'],
      ['M', '科学研究和技术服务业'],
      ['P', '教育'],
      ['Q', '卫生和社会工作'],
      ['R', '文化、体育和娱乐业'],
    ],
  },
  {
    code: 'EnterpriseNature',
    name: '企业性质',
    parent: 'businessDictionary',
    items: [
      ['state', '国有企业'],
      ['collective', '集体企业'],
      ['private', '民营企业'],
      ['joint', '股份制企业'],
      ['foreign', '外资企业'],
      ['jointVenture', '中外合资企业'],
      ['individual', '个体工商户'],
    ],
  },

  // 流程
  {
    code: 'WorkFlowCategory',
    name: '流程分类',
    parent: 'flowDictionary',
    id: '507f4f5df86b47588138f321e0b0dac7',
    items: [
      ['office', '行政办公'],
      ['hr', '人事管理'],
      ['finance', '财务管理'],
      ['purchase', '采购管理'],
      ['sales', '销售管理'],
      ['project', '项目管理'],
    ],
  },
  {
    code: 'flowForm',
    name: '流程表单分类',
    parent: 'flowDictionary',
    items: [
      ['office', '办公表单'],
      ['finance', '财务表单'],
      ['hr', '人事表单'],
    ],
  },
  {
    code: 'WFSettlementMethod',
    name: '结算方式',
    parent: 'flowDictionary',
    items: [
      ['cash', '现金'],
      ['transfer', '银行转账'],
      ['check', '支票'],
      ['draft', '汇票'],
      ['online', '网上支付'],
    ],
  },
];

export const dictionaryTypeId = (t: Pick<SeedType, 'code' | 'id'>) =>
  t.id ?? seedId(`dictionaryType:${t.code}`);

/** The seeded dictionary types and items as rows (the same ids every time, as the rest of the seed). */
export function dictionaryRows(base: { creatorTime: number; creatorUserId: string }) {
  const typeIds = new Map(DICTIONARY_TYPES.map((t) => [t.code, dictionaryTypeId(t)]));
  const types = DICTIONARY_TYPES.map((t, i) => ({
    ...base,
    id: typeIds.get(t.code) as string,
    parentId: t.parent ? (typeIds.get(t.parent) as string) : '-1',
    fullName: t.name,
    enCode: t.code,
    isTree: t.isTree ?? 0,
    sortCode: i,
  }));
  const items: {
    id: string;
    dictionaryTypeId: string;
    parentId: string;
    fullName: string;
    enCode: string;
    sortCode: number;
    creatorTime: number;
    creatorUserId: string;
  }[] = [];
  for (const t of DICTIONARY_TYPES) {
    const typeId = typeIds.get(t.code) as string;
    const stack = t.items.map((item, i) => ({ item, parentId: '0', sortCode: i }));
    while (stack.length > 0) {
      const { item, parentId, sortCode } = stack.shift() as (typeof stack)[number];
      const [code, name, children] = item;
      const id = seedId(`dictionaryData:${t.code}:${code}`);
      items.push({ ...base, id, dictionaryTypeId: typeId, parentId, fullName: name, enCode: code, sortCode });
      for (const [j, child] of (children ?? []).entries())
        stack.push({ item: child, parentId: id, sortCode: j });
    }
  }
  return { types, items };
}
