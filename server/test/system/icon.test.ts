import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let outsider: string;
/** the 系统图标 menu without its buttons */
let reader: string;
const BASE = '/api/system/Icon';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.icon']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

const GOOD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 24 24" inkscape:version="1.2"><metadata><rdf:RDF/></metadata><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><path d="M2 2h20v20H2z" fill="url(#g)" data-x="1"/><use href="#g"/></svg>';

function upload(name: string, svg: string | Buffer, token: string | null = admin) {
  const body = multipartFile(name, Buffer.isBuffer(svg) ? svg : Buffer.from(svg), 'image/svg+xml');
  return t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    payload: body.payload,
  });
}
const call = (method: 'GET' | 'DELETE', url: string, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {} });
const counts = () => tableCounts(t.database, ['baseIcon']);

describe('uploaded SVG icons', () => {
  it('takes a clean SVG, names it from the file, lists it and serves it as an image without editor leftovers', async () => {
    const res = await upload('Factory Line.svg', GOOD);
    expect(res.json(), res.body).toMatchObject({
      code: 200,
      data: { name: 'factory-line', icon: 'custom:factory-line', url: '/api/system/Icon/factory-line' },
    });
    const list = (await call('GET', BASE)).json().data.list;
    expect(list.map((i: { name: string }) => i.name)).toContain('factory-line');

    const image = await call('GET', '/api/system/Icon/factory-line', null);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24">/);
    expect(image.body).toContain('<path d="M2 2h20v20H2z" fill="url(#g)"/>');
    expect(image.body).not.toMatch(/inkscape|metadata|rdf|data-x|<\?xml|<!--/);
  });

  it('refuses a second icon with the same name (409 naming the field)', async () => {
    const before = await counts();
    const res = await upload('factory-line.svg', GOOD);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.errors[0].field).toBe('name');
    expect(await counts()).toEqual(before);
  });

  const MALICIOUS: [string, string][] = [
    ['script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['script in upper case', '<svg><SCRIPT>alert(1)</SCRIPT></svg>'],
    ['event handler', '<svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ['event handler on a child', '<svg><rect width="1" height="1" onclick="alert(1)"/></svg>'],
    [
      'foreignObject',
      '<svg><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
    ],
    ['javascript link', '<svg><a href="javascript:alert(1)"><path d="M0 0"/></a></svg>'],
    ['entity-hidden javascript in use', '<svg><use href="jav&#x61;script:alert(1)"/></svg>'],
    ['external use', '<svg><use xlink:href="https://evil.example/sprite.svg#a"/></svg>'],
    ['external image', '<svg><image href="https://evil.example/x.png"/></svg>'],
    ['data URL image', '<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>'],
    ['outside url in fill', '<svg><path d="M0 0" fill="url(https://evil.example/#x)"/></svg>'],
    ['style import', '<svg><style>@import url(https://evil.example/x.css);</style></svg>'],
    ['style attribute url', '<svg><path d="M0 0" style="fill:url( \'//evil.example/a\' )"/></svg>'],
    ['animate that rewrites href', '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>'],
    ['set element', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
    ['doctype with entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
    ['CDATA script', '<svg><script><![CDATA[alert(1)]]></script></svg>'],
    ['iframe', '<svg><iframe src="https://evil.example"/></svg>'],
    ['html root', '<html><body><svg/></body></html>'],
    ['unclosed element', '<svg><g><path d="M0 0"/></svg>'],
    ['not markup at all', 'hello world'],
    ['processing instruction', '<svg><?php echo 1; ?></svg>'],
    ['handler in a dropped namespace element', '<svg><x:thing onload="alert(1)"/></svg>'],
  ];

  it.each(MALICIOUS)('refuses an SVG with %s, saying why, and stores nothing', async (_what, svg) => {
    const before = await counts();
    const res = await upload('evil.svg', svg);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toMatch(/SVG/);
    expect(await counts()).toEqual(before);
  });

  it('names what it refused in the message', async () => {
    const res = await upload('evil.svg', '<svg><script>alert(1)</script></svg>');
    expect(res.json().msg).toBe('SVG 文件含有不允许的内容（<script>），未上传');
  });

  it('refuses a file that is not .svg, an empty one, and one of 100 KB or more', async () => {
    const before = await counts();
    expect((await upload('icon.png', GOOD)).json().msg).toBe('请上传 SVG 格式的图标文件');
    expect((await upload('empty.svg', '')).statusCode).toBe(400);
    const big = `<svg>${'<path d="M0 0"/>'.repeat(7000)}</svg>`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(100 * 1024);
    const res = await upload('big.svg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('图标文件须小于100 KB');
    expect(await counts()).toEqual(before);
  });

  it('refuses to delete an icon a menu shows, naming the menu; deletes it once free', async () => {
    await upload('in-use.svg', GOOD);
    await t.database.db
      .updateTable('baseModule')
      .set({ icon: 'custom:in-use' })
      .where('enCode', '=', 'system.log')
      .execute();
    const listed = (await call('GET', BASE))
      .json()
      .data.list.find((i: { name: string }) => i.name === 'in-use');
    expect(listed.usedBy.length).toBe(1);
    const before = await counts();
    const refused = await call('DELETE', `${BASE}/in-use`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/^图标正被菜单使用（.+），不能删除$/);
    expect(await counts()).toEqual(before);

    await t.database.db
      .updateTable('baseModule')
      .set({ icon: 'FileTextOutlined' })
      .where('enCode', '=', 'system.log')
      .execute();
    expect((await call('DELETE', `${BASE}/in-use`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/in-use`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/in-use`)).statusCode).toBe(404);
  });

  it('asks for sign-in, the 系统图标 menu, and its upload and delete buttons', async () => {
    expect((await call('GET', BASE, null)).json().code).toBe(600);
    expect((await upload('a.svg', GOOD, null)).json().code).toBe(600);
    expect((await call('DELETE', `${BASE}/factory-line`, null)).json().code).toBe(600);
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await upload('a.svg', GOOD, outsider)).statusCode).toBe(403);
    expect((await call('GET', BASE, reader)).statusCode).toBe(200);
    // the picker's list is open to every signed-in user
    expect((await call('GET', `${BASE}/Selector`, null)).json().code).toBe(600);
    const picker = (await call('GET', `${BASE}/Selector`, outsider)).json().data.list;
    expect(picker).toContainEqual({
      name: 'factory-line',
      icon: 'custom:factory-line',
      url: '/api/system/Icon/factory-line',
    });
    expect((await upload('a.svg', GOOD, reader)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/factory-line`, reader)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/factory-line`, null)).statusCode).toBe(200);
    // the seeded 系统管理员 role holds the menu with both buttons
    const sysadmin = await t.login('zhouqiang', '123456');
    expect((await upload('granted.svg', GOOD, sysadmin)).json().code).toBe(200);
    expect((await call('DELETE', `${BASE}/granted`, sysadmin)).json().code).toBe(200);
  });
});
