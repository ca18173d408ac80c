// Adds the benchmark's data set to a migrated and seeded SQLite database:
// 100,000 users, and a non-admin user "bench" holding 300 menus through 3 roles.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉建红波宁琳晨婷雪慧颖佳鑫宇浩然子涵梓轩欣怡雨萱博文思远嘉怡';

const id = (key) => {
  const d = createHash('sha1').update(`bench:${key}`).digest();
  return ((d.readBigUInt64BE(0) % 900_000_000_000_000_000n) + 100_000_000_000_000_000n).toString();
};

export const BENCH_USERS = 100_000;
export const BENCH_MENUS_PER_ROLE = 100;

export function seedLarge(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const now = Date.now();
  const { password, organize_id: org } = db
    .prepare("select password, organize_id from base_user where account = 'zhangwei'")
    .get();
  const existing = db.prepare('select count(*) n from base_user').get().n;
  if (existing >= BENCH_USERS) return db.close();

  const insertUser = db.prepare(
    `insert into base_user (id, creator_time, account, real_name, password, organize_id, mobile_phone, sort_code, enabled_mark, is_administrator)
     values (?, ?, ?, ?, ?, ?, ?, ?, 1, 0)`,
  );
  db.transaction(() => {
    for (let i = 0; i < BENCH_USERS; i++) {
      const name =
        SURNAMES[i % SURNAMES.length] +
        GIVEN[(i * 7) % GIVEN.length] +
        (i % 3 ? GIVEN[(i * 13) % GIVEN.length] : '');
      insertUser.run(
        id(`user:${i}`),
        now,
        `user${i}`,
        name,
        password,
        org,
        `139${String(i).padStart(8, '0')}`,
        1000 + i,
      );
    }
  })();

  // 3 roles, each granted 100 menus: 10 directories of 9 pages, with add/edit/remove buttons on each page.
  const insertRole = db.prepare(
    'insert into base_role (id, creator_time, full_name, en_code) values (?, ?, ?, ?)',
  );
  const insertMenu = db.prepare(
    `insert into base_module (id, creator_time, parent_id, type, full_name, en_code, url_address, link_target, icon, category, property_json, is_button_authorize, sort_code)
     values (?, ?, ?, ?, ?, ?, ?, '_self', ?, 'Web', ?, ?, ?)`,
  );
  const insertButton = db.prepare(
    `insert into base_module_button (id, creator_time, module_id, parent_id, full_name, en_code, sort_code) values (?, ?, ?, '-1', ?, ?, ?)`,
  );
  const insertGrant = db.prepare(
    `insert into base_authorize (id, creator_time, item_type, item_id, object_type, object_id) values (?, ?, ?, ?, 'Role', ?)`,
  );
  const insertRelation = db.prepare(
    `insert into base_user_relation (id, creator_time, user_id, object_type, object_id) values (?, ?, ?, 'Role', ?)`,
  );
  const benchUser = id('user:bench');
  db.transaction(() => {
    insertUser.run(benchUser, now, 'bench', '性能测试', password, org, '13700000000', 999);
    for (let r = 0; r < 3; r++) {
      const roleId = id(`role:${r}`);
      insertRole.run(roleId, now, `测试角色${r + 1}`, `benchrole${r}`);
      insertRelation.run(id(`rel:${r}`), now, benchUser, roleId);
      const grant = (type, itemId) =>
        insertGrant.run(id(`grant:${r}:${type}:${itemId}`), now, type, itemId, roleId);
      for (let d = 0; d < 10; d++) {
        const dirId = id(`menu:${r}:${d}`);
        insertMenu.run(
          dirId,
          now,
          '-1',
          1,
          `业务目录${r + 1}-${d + 1}`,
          `bench${r}.d${d}`,
          null,
          'AppstoreOutlined',
          '{}',
          0,
          r * 100 + d,
        );
        grant('module', dirId);
        for (let p = 0; p < 9; p++) {
          const pageId = id(`menu:${r}:${d}:${p}`);
          const code = `bench${r}.d${d}.p${p}`;
          const property = JSON.stringify({ moduleId: '', iconBackgroundColor: '', isTree: 0 });
          insertMenu.run(
            pageId,
            now,
            dirId,
            2,
            `业务页面${r + 1}-${d + 1}-${p + 1}`,
            code,
            `bench/page${p}`,
            'FileTextOutlined',
            property,
            1,
            p,
          );
          grant('module', pageId);
          ['btn_add', 'btn_edit', 'btn_remove'].forEach((b, i) => {
            const buttonId = id(`button:${code}:${b}`);
            insertButton.run(buttonId, now, pageId, ['新建', '编辑', '删除'][i], b, i);
            grant('button', buttonId);
          });
        }
      }
    }
  })();
  db.close();
}
