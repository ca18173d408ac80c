import { seedId } from '../../../db/seed/seed-id.js';

/**
 * Demo records of the example designs kept as JSON (server-facts §7 Storage: one row per record, the
 * values by field), so their pages show what they are for on a first start.
 */

export interface ExampleRecord {
  design: string;
  key: string;
  data: Record<string, unknown>;
}

const industry = (code: string) => seedId(`dictionaryData:IndustryType:${code}`);
const user = (account: string) => seedId(`user:${account}`);
const DAY = 86_400_000;

/** 客户名称, 行业, 等级 (1 A 2 B 3 C), 联系人, 电话 */
const CUSTOMERS: [string, string, string, string, string][] = [
  ['上海明远贸易有限公司', 'F51', '1', '周明远', '021-62881234'],
  ['北京华信科技股份有限公司', 'C39', '1', '李华信', '010-82657788'],
  ['深圳创联电子有限公司', 'C39', '2', '陈志强', '0755-86351290'],
  ['广州宏达建材有限公司', 'E', '3', '黄宏达', '020-38765432'],
  ['成都天府医药连锁有限公司', 'F52', '1', '刘天府', '028-85123678'],
  ['南京金陵餐饮管理有限公司', 'H', '3', '孙金陵', '025-84567890'],
  ['武汉长江物流有限公司', 'G', '2', '吴长江', '027-59876543'],
  ['青岛海润食品有限公司', 'C13', '2', '赵海润', '0532-85678123'],
];

/** 供应商, 采购人, 明细 (物品, 数量, 单价) */
const PURCHASES: [string, string, [string, number, number][]][] = [
  [
    '上海文华办公用品有限公司',
    'wangfang',
    [
      ['A4复印纸', 20, 25],
      ['中性笔(黑)', 100, 1.5],
      ['文件夹', 50, 4.8],
    ],
  ],
  [
    '深圳创联电子有限公司',
    'zhouqiang',
    [
      ['笔记本电脑', 3, 5999],
      ['显示器 27 寸', 3, 1299],
    ],
  ],
  [
    '北京京东世纪贸易有限公司',
    'lina',
    [
      ['办公椅', 10, 459],
      ['会议桌', 1, 2680],
    ],
  ],
];

/** 姓名, 手机, 事由 (1 商务洽谈 2 面试 3 送货 4 其他), 被访人, 人数 */
const VISITORS: [string, string, string, string, number][] = [
  ['郑浩然', '13912345678', '1', 'zhangwei', 2],
  ['冯雨桐', '13698765432', '2', 'lina', 0],
  ['顺丰快递 马师傅', '13566667777', '3', 'wangfang', 0],
  ['何志远', '13788889999', '1', 'zhouqiang', 1],
];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function exampleRecords(now: number): ExampleRecord[] {
  const customers = CUSTOMERS.map(([name, trade, level, contact, phone], i) => ({
    design: 'customerArchive',
    key: String(i + 1),
    data: {
      comInputField101: name,
      treeSelectField102: industry(trade),
      radioField103: level,
      comInputField104: contact,
      comInputField105: phone,
      addressField106: [],
      textareaField107: '',
    },
  }));
  const purchases = PURCHASES.map(([supplier, buyer, items], i) => {
    const rows = items.map(([name, qty, price]) => ({
      comInputField106: name,
      numInputField107: qty,
      numInputField108: price,
      calculateField109: round2(qty * price),
    }));
    const day = new Date(now - (10 - i * 4) * DAY);
    const stamp = `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
    return {
      design: 'purchaseOrder',
      key: String(i + 1),
      data: {
        billRuleField101: `CG${stamp}${String(9001 + i)}`,
        dateField102: day.getTime(),
        comInputField103: supplier,
        userSelectField104: user(buyer),
        tableField105: rows,
        calculateField110: round2(rows.reduce((sum, row) => sum + row.calculateField109, 0)),
        textareaField111: '',
      },
    };
  });
  const visitors = VISITORS.map(([name, mobile, reason, host, companions], i) => ({
    design: 'visitorRegistration',
    key: String(i + 1),
    data: {
      comInputField101: name,
      comInputField102: mobile,
      selectField103: reason,
      dateField104: now - (3 - i) * DAY,
      userSelectField105: user(host),
      numInputField106: companions,
      textareaField107: '',
    },
  }));
  return [...customers, ...purchases, ...visitors];
}
