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

/** Bench user i's name: a surname and one or two given-name characters (two characters for every third). */
export const nameOf = (i) =>
  SURNAMES[i % SURNAMES.length] +
  GIVEN[(i * 7) % GIVEN.length] +
  (i % 3 ? GIVEN[(i * 13) % GIVEN.length] : '');
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

  // 10 companies under the group, 9 departments in each: users are spread over these 100 organisations.
  const root = db.prepare("select id from base_organize where en_code = 'HXSZ'").get().id;
  const insertOrg = db.prepare(
    `insert into base_organize (id, creator_time, parent_id, category, en_code, full_name, organize_id_tree, sort_code)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const orgs = [];
  db.transaction(() => {
    for (let c = 0; c < 10; c++) {
      const company = id(`org:${c}`);
      insertOrg.run(
        company,
        now,
        root,
        'company',
        `BENCH${c}`,
        `测试公司${c + 1}`,
        `${root},${company}`,
        100 + c,
      );
      orgs.push(company);
      for (let d = 0; d < 9; d++) {
        const dept = id(`org:${c}:${d}`);
        insertOrg.run(
          dept,
          now,
          company,
          'department',
          `BENCH${c}.${d}`,
          `测试部门${c + 1}-${d + 1}`,
          `${root},${company},${dept}`,
          d,
        );
        orgs.push(dept);
      }
    }
  })();

  const insertUser = db.prepare(
    `insert into base_user (id, creator_time, account, real_name, password, organize_id, mobile_phone, sort_code, enabled_mark, is_administrator)
     values (?, ?, ?, ?, ?, ?, ?, ?, 1, 0)`,
  );
  db.transaction(() => {
    for (let i = 0; i < BENCH_USERS; i++) {
      insertUser.run(
        id(`user:${i}`),
        now,
        `user${i}`,
        nameOf(i),
        password,
        orgs[i % orgs.length],
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
  scopedUser(db, { now, password, company: orgs[0], id });
  db.close();
}

/**
 * "scoped": a non-admin holding the users menu through a data scheme 'organisation and
 * sub-organisations', in 测试公司1 (the company and its 9 departments: 10 % of the users).
 */
function scopedUser(db, { now, password, company, id }) {
  const menu = (code) => db.prepare('select id from base_module where en_code = ?').get(code).id;
  const usersMenu = menu('permission.user');
  const userId = id('user:scoped');
  const fieldId = id('field:organizeId');
  const schemeId = id('scheme:orgAndSub');
  const conditions = JSON.stringify([
    {
      logic: 'and',
      groups: [
        { field: 'organizeId', type: 'string', op: 'Equal', value: '@organizationAndSuborganization' },
      ],
    },
  ]);
  db.transaction(() => {
    db.prepare(
      `insert into base_user (id, creator_time, account, real_name, password, organize_id, mobile_phone, sort_code, enabled_mark, is_administrator)
       values (?, ?, 'scoped', '数据权限测试', ?, ?, '13600000000', 998, 1, 0)`,
    ).run(userId, now, password, company);
    db.prepare('update base_module set is_data_authorize = 1 where id = ?').run(usersMenu);
    db.prepare(
      `insert into base_module_data_authorize (id, creator_time, module_id, full_name, en_code, type, condition_symbol)
       values (?, ?, ?, '所属组织', 'organizeId', 'string', 'Equal,NotEqual,In')`,
    ).run(fieldId, now, usersMenu);
    db.prepare(
      `insert into base_module_scheme (id, creator_time, module_id, full_name, en_code, condition_json, condition_text)
       values (?, ?, ?, '本组织及子组织', 'orgAndSub', ?, '【所属组织 等于 当前组织及子组织】')`,
    ).run(schemeId, now, usersMenu, conditions);
    const grant = db.prepare(
      `insert into base_authorize (id, creator_time, item_type, item_id, object_type, object_id) values (?, ?, ?, ?, 'User', ?)`,
    );
    grant.run(id('grant:scoped:dir'), now, 'module', menu('permission'), userId);
    grant.run(id('grant:scoped:users'), now, 'module', usersMenu, userId);
    grant.run(id('grant:scoped:scheme'), now, 'resource', schemeId, userId);
  })();
}
