import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/platform/route-table.js';
import { TEXT_KEYWORD, type TextKind, textKindOf } from '../../src/platform/text-hygiene.js';
import { createTestApp, type TestApp, tableCounts } from '../helpers/test-app.js';

// Issue 13, item 10: single-line texts (names, codes, titles, accounts, keywords) accepted NUL, bidi
// overrides, byte-order marks and lone surrogates. They now refuse control and invisible characters with
// {field}不能包含控制字符或不可见字符; multi-line texts keep line breaks and tabs but refuse NUL and lone
// surrogates with {field}包含无效字符. The rule sits in the validator, so it holds on every route: the
// sweeps below take every route's schema from the app's route table.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const TABLES = ['baseRole', 'baseMessage', 'baseUser', 'baseOrganize', 'basePosition', 'baseModule'];

// biome-ignore lint/suspicious/noExplicitAny: route schemas are plain JSON Schema objects
type Schema = Record<string, any>;

const LINE_FAULT = '不能包含控制字符或不可见字符';
const TEXT_FAULT = '包含无效字符';

/** Characters no single-line text may hold, by what they are. */
const HIDDEN: Record<string, string> = {
  NUL: '\u0000',
  'line feed': '\n',
  tab: '\t',
  'carriage return': '\r',
  DEL: '\u007f',
  'C1 control': '\u0085',
  'right-to-left override (U+202E)': '\u202e',
  'left-to-right isolate (U+2066)': '\u2066',
  'right-to-left mark': '\u200f',
  'byte-order mark (U+FEFF)': '\ufeff',
  'zero-width space': '\u200b',
  'word joiner': '\u2060',
  'soft hyphen': '\u00ad',
  'line separator (U+2028)': '\u2028',
  'Hangul filler': '\u3164',
  'tag character': '\u{E0041}',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
};

function call(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, lang = 'zh') {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: token, 'accept-language': lang },
  });
}

describe('single-line texts', () => {
  it('refuse every control and invisible character with 名称不能包含控制字符或不可见字符, changing nothing', async () => {
    const before = await tableCounts(t.database, TABLES);
    for (const [name, char] of Object.entries(HIDDEN)) {
      const res = await call('POST', '/api/permission/Role', {
        fullName: `财务${char}主管`,
        enCode: 'finance',
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        code: 400,
        msg: `名称${LINE_FAULT}`,
        data: { errors: [{ field: 'fullName', message: `名称${LINE_FAULT}` }] },
      });
    }
    expect(await tableCounts(t.database, TABLES)).toEqual(before);
  });

  it('say so in English and traditional Chinese', async () => {
    const body = { fullName: 'exe.\u202etxt', enCode: 'spoof' };
    expect((await call('POST', '/api/permission/Role', body, 'en')).json().msg).toBe(
      'Name must not contain control or invisible characters',
    );
    expect((await call('POST', '/api/permission/Role', body, 'zh-TW')).json().msg).toBe(
      '名稱不能包含控制字元或不可見字元',
    );
  });

  it('keep emoji sequences and scripts that need the zero-width joiners and variation selectors', async () => {
    const title = '家庭 👨‍👩‍👧 ❤️ می‌خواهم';
    const res = await call('POST', '/api/message', { title, bodyText: '<p>x</p>' });
    expect(res.json().code).toBe(200);
    const stored = await t.database.db
      .selectFrom('baseMessage')
      .select('title')
      .where('title', '=', title)
      .executeTakeFirst();
    expect(stored?.title).toBe(title);
  });

  it('are refused in query strings and path parameters too (a NUL keyword reached the database)', async () => {
    const keyword = await call('GET', '/api/permission/Role?keyword=a%00b');
    expect(keyword.statusCode).toBe(400);
    expect(keyword.json().msg).toBe(`关键词${LINE_FAULT}`);
    const bidi = await call('GET', '/api/permission/Users?keyword=%E2%80%AEabc');
    expect(bidi.json().msg).toBe(`关键词${LINE_FAULT}`);
    const param = await call('GET', '/api/permission/Role/a%00b');
    expect(param.statusCode).toBe(400);
    expect(param.json().data.errors[0].message).toContain(LINE_FAULT);
  });
});

describe('multi-line texts', () => {
  it('keep line breaks and tabs: a description or notice body is stored as written', async () => {
    const description = '第一行\n\t第二行\r\n第三行';
    const role = await call('POST', '/api/permission/Role', {
      fullName: '多行说明',
      enCode: 'multiline',
      description,
    });
    expect(role.json().code).toBe(200);
    const stored = await t.database.db
      .selectFrom('baseRole')
      .select('description')
      .where('enCode', '=', 'multiline')
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe(description);

    const notice = await call('POST', '/api/message', {
      title: '多行正文',
      bodyText: '<p>一</p>\n\t<p>二</p>',
    });
    expect(notice.json().code).toBe(200);
  });

  it('refuse NUL and lone surrogates with 说明包含无效字符, in every language', async () => {
    const before = await tableCounts(t.database, TABLES);
    for (const char of ['\u0000', '\ud800', '\udc00']) {
      const res = await call('POST', '/api/permission/Role', {
        fullName: '坏说明',
        enCode: 'bad_description',
        description: `前${char}后`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([{ field: 'description', message: `说明${TEXT_FAULT}` }]);
    }
    const en = await call('POST', '/api/message', { title: 'x', bodyText: 'a\u0000b' }, 'en');
    expect(en.json().msg).toBe('Body contains characters that are not valid text');
    const zhtw = await call('POST', '/api/message', { title: 'x', bodyText: 'a\u0000b' }, 'zh-TW');
    expect(zhtw.json().msg).toBe('正文包含無效字元');
    expect(await tableCounts(t.database, TABLES)).toEqual(before);
  });
});

// ---- Sweeps over every route's schema ----

const SAMPLE: Record<string, string> = { type: 'annex' };

function pathOf(route: RouteEntry): string {
  const params = (route.schema?.params as Schema | undefined)?.properties ?? {};
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const schema = params[name];
    if (schema?.enum) return String(schema.enum[0]);
    if (schema?.type === 'integer' || schema?.type === 'number') return '1';
    return SAMPLE[name] ?? '1';
  });
}

const isString = (schema: Schema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
const isFree = (schema: Schema) => isString(schema) && !('enum' in schema) && !('const' in schema);
/** a rule of its own that may answer first (pattern, format) */
const hasOwnRule = (schema: Schema) => 'pattern' in schema || 'format' in schema;

interface Field {
  route: RouteEntry;
  name: string;
  /** what to send: the text itself, or a list holding it */
  list: boolean;
  kind: TextKind;
  ownRule: boolean;
}

/** Every top-level text (or list of texts) of every route's body or query string. */
function fieldsOf(part: 'body' | 'querystring'): Field[] {
  const fields: Field[] = [];
  for (const route of t.app.routeTable) {
    if (route.method === 'HEAD') continue;
    const properties = (route.schema?.[part] as Schema | undefined)?.properties ?? {};
    for (const [name, raw] of Object.entries<Schema>(properties)) {
      const list = raw.type === 'array' && raw.items && !Array.isArray(raw.items);
      const schema: Schema = list ? raw.items : raw;
      if (!isFree(schema)) continue;
      const kind = (schema[TEXT_KEYWORD] as TextKind | undefined) ?? textKindOf(name, schema);
      fields.push({ route, name, list: Boolean(list), kind, ownRule: hasOwnRule(schema) });
    }
  }
  return fields;
}

async function send(field: Field, part: 'body' | 'querystring', text: string) {
  const value = field.list ? [text] : text;
  if (part === 'body')
    return t.app.inject({
      method: field.route.method,
      url: pathOf(field.route),
      headers: { authorization: token },
      payload: { [field.name]: value },
    });
  const query = new URLSearchParams({ [field.name]: text }).toString();
  return t.app.inject({
    method: field.route.method,
    url: `${pathOf(field.route)}?${query}`,
    headers: { authorization: token },
  });
}

function faultOf(res: { statusCode: number; json(): Schema }, field: Field): string | undefined {
  if (res.statusCode !== 400) return `answered ${res.statusCode}`;
  const errors: { field: string; message: string }[] = res.json().data?.errors ?? [];
  const wanted = field.list ? `${field.name}.0` : field.name;
  const error = errors.find((e) => e.field === wanted);
  if (!error) return `no error for ${wanted}: ${JSON.stringify(errors)}`;
  const expected = field.kind === 'line' ? LINE_FAULT : TEXT_FAULT;
  if (!field.ownRule && !error.message.endsWith(expected)) return `said "${error.message}"`;
  return undefined;
}

describe('every route', () => {
  for (const part of ['body', 'querystring'] as const) {
    it(`refuses NUL (and in bodies a lone surrogate) in each ${part} text, and hidden characters in each single-line one`, async () => {
      const fields = fieldsOf(part);
      expect(fields.length).toBeGreaterThan(part === 'body' ? 150 : 30);
      expect(fields.filter((f) => f.kind === 'line').length).toBeGreaterThan(part === 'body' ? 100 : 30);
      const before = await tableCounts(t.database, TABLES);
      const faults: string[] = [];
      for (const field of fields) {
        // A URL carries UTF-8, where a lone surrogate cannot be written: only bodies can send one.
        const broken = part === 'body' ? ['a\u0000b', 'a\ud800b'] : ['a\u0000b'];
        const samples = field.kind === 'line' ? [...broken, 'a\u202eb', '\ufeffab', 'a\nb'] : broken;
        for (const text of samples) {
          const fault = faultOf(await send(field, part, text), field);
          if (fault)
            faults.push(
              `${field.route.method} ${field.route.url} ${field.name} ${JSON.stringify(text)}: ${fault}`,
            );
        }
      }
      expect(faults).toEqual([]);
      expect(await tableCounts(t.database, TABLES)).toEqual(before);
    }, 120_000);
  }
});
