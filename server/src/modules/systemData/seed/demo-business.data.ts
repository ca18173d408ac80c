/**
 * The demo business database of a first start (decision 066): a small trading company's customers (客户),
 * products (产品) and sales orders (订单), for the data source, data model and data interface screens.
 */

export const DEMO_DATABASE_FILE = 'demo-business.db';

/** table, its description, its columns: name, SQLite type, description */
export const DEMO_TABLES: { name: string; comment: string; columns: [string, string, string][] }[] = [
  {
    name: 'demo_customer',
    comment: '客户',
    columns: [
      ['id', 'text primary key', '客户编号'],
      ['name', 'text not null', '客户名称'],
      ['contact', 'text', '联系人'],
      ['phone', 'text', '联系电话'],
      ['city', 'text', '所在城市'],
      ['level', 'text', '客户等级'],
    ],
  },
  {
    name: 'demo_product',
    comment: '产品',
    columns: [
      ['id', 'text primary key', '产品编号'],
      ['name', 'text not null', '产品名称'],
      ['category', 'text', '产品分类'],
      ['spec', 'text', '规格型号'],
      ['unit', 'text', '单位'],
      ['price', 'real not null', '单价（元）'],
      ['stock', 'integer not null', '库存数量'],
    ],
  },
  {
    name: 'demo_order',
    comment: '销售订单',
    columns: [
      ['id', 'text primary key', '订单号'],
      ['customer_id', 'text not null', '客户编号'],
      ['product_id', 'text not null', '产品编号'],
      ['quantity', 'integer not null', '数量'],
      ['amount', 'real not null', '订单金额（元）'],
      ['order_date', 'text not null', '下单日期'],
      ['status', 'text not null', '订单状态'],
      ['salesperson', 'text', '销售员'],
    ],
  },
];

/** id, name, contact, phone, city, level */
export const CUSTOMERS: [string, string, string, string, string, string][] = [
  ['KH001', '上海明远贸易有限公司', '周明远', '021-62881234', '上海', 'A'],
  ['KH002', '北京华信科技股份有限公司', '李华信', '010-82657788', '北京', 'A'],
  ['KH003', '深圳创联电子有限公司', '陈志强', '0755-86351290', '深圳', 'B'],
  ['KH004', '杭州云帆网络科技有限公司', '王云帆', '0571-88213456', '杭州', 'B'],
  ['KH005', '广州宏达建材有限公司', '黄宏达', '020-38765432', '广州', 'C'],
  ['KH006', '成都天府医药连锁有限公司', '刘天府', '028-85123678', '成都', 'A'],
  ['KH007', '南京金陵餐饮管理有限公司', '孙金陵', '025-84567890', '南京', 'C'],
  ['KH008', '武汉长江物流有限公司', '吴长江', '027-59876543', '武汉', 'B'],
  ['KH009', '苏州工业园区精密制造有限公司', '郑精工', '0512-62345678', '苏州', 'A'],
  ['KH010', '西安秦川教育咨询有限公司', '马秦川', '029-88456712', '西安', 'C'],
];

/** id, name, category, spec, unit, price, stock */
export const PRODUCTS: [string, string, string, string, string, number, number][] = [
  ['CP001', '商务笔记本电脑', '电脑整机', '14英寸 i7/16G/512G', '台', 6299, 120],
  ['CP002', '台式工作站', '电脑整机', 'i9/64G/2T', '台', 12800, 35],
  ['CP003', '27英寸显示器', '外设', '2K IPS', '台', 1599, 260],
  ['CP004', '激光打印机', '办公设备', 'A4 黑白双面', '台', 1890, 80],
  ['CP005', '无线键鼠套装', '外设', '2.4G 静音', '套', 199, 640],
  ['CP006', '网络交换机', '网络设备', '24口千兆', '台', 2350, 48],
  ['CP007', '企业级路由器', '网络设备', '双WAN 千兆', '台', 1680, 56],
  ['CP008', '投影仪', '办公设备', '4000流明 1080P', '台', 4599, 22],
  ['CP009', '移动硬盘', '存储', '2TB USB3.2', '个', 499, 300],
  ['CP010', '办公软件授权', '软件', '年度订阅', '套', 899, 1000],
];

const SALESPEOPLE = ['高鹏', '梁晨', '宋佳', '郑宇', '谢慧'];
const STATUSES = ['待付款', '已付款', '已发货', '已完成'];

/** Twenty orders over the last four weeks, newest last; dates are local days (yyyy-mm-dd). */
export function demoOrders(now: number): [string, string, string, number, number, string, string, string][] {
  const orders: [string, string, string, number, number, string, string, string][] = [];
  for (let i = 0; i < 20; i++) {
    const day = new Date(now - (27 - Math.floor((i * 27) / 19)) * 86_400_000);
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const customer = CUSTOMERS[(i * 7) % CUSTOMERS.length];
    const product = PRODUCTS[(i * 3) % PRODUCTS.length];
    const quantity = 1 + ((i * 5) % 12);
    // The newest orders are still open; the oldest are done.
    const status = STATUSES[Math.min(3, Math.floor((19 - i) / 4))];
    orders.push([
      `XS${date.replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
      customer[0],
      product[0],
      quantity,
      quantity * product[5],
      date,
      status,
      SALESPEOPLE[i % SALESPEOPLE.length],
    ]);
  }
  return orders;
}

export const ORDER_STATUSES = STATUSES;
