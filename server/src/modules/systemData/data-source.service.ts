import {
  type DataSourceFields,
  type DataSourceGroup,
  type DataSourceRow,
  type DataSourceTestResult,
  type Lang,
  type Paged,
  PLATFORM_DATA_SOURCE_ID,
} from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type ConnectionSpec, dialectOfType, sqliteSourcePath } from '../../platform/data-sources/connect.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { duplicate, fieldError, text } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import { probeConnection } from './data-source-test.js';

/**
 * 数据连接 (client-facts §5.5 Data source). Rows live in base_db_link with the password sealed
 * (platform/data-sources/secret-box.ts); answers never carry it, only hasPassword. Connections are
 * opened by services.dataSources, which this service tells when a source changes or goes.
 */

const COLUMNS = [
  'id',
  'fullName',
  'dbType',
  'host',
  'port',
  'userName',
  'password',
  'serviceName',
  'dbSchema',
  'tableSpace',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
  'lastModifyTime',
] as const;

type Stored = {
  id: string;
  fullName: string;
  dbType: string;
  host: string | null;
  port: number | null;
  userName: string | null;
  password: string | null;
  serviceName: string | null;
  dbSchema: string | null;
  tableSpace: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
};

function rowOf(r: Stored): DataSourceRow {
  return {
    id: r.id,
    fullName: r.fullName,
    dbType: r.dbType,
    host: r.host,
    port: r.port === null ? null : Number(r.port),
    userName: r.userName,
    password: '',
    hasPassword: !!r.password,
    serviceName: r.serviceName,
    dbSchema: r.dbSchema,
    tableSpace: r.tableSpace,
    sortCode: Number(r.sortCode),
    enabledMark: Number(r.enabledMark) === 1 ? 1 : 0,
    description: r.description,
    creatorTime: Number(r.creatorTime),
    lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
  };
}

const live = (db: Db) => db.selectFrom('baseDbLink').where('deleteMark', 'is', null);

/** GET DataSource: paged, keyword in the name, host or database, in sort order. */
export async function listDataSources(ctx: RequestContext, query: PageQuery): Promise<Paged<DataSourceRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = live(ctx.services.db);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('fullName')})`, keyword),
        contains(sql`lower(${eb.ref('host')})`, keyword),
        contains(sql`lower(${eb.ref('serviceName')})`, keyword),
        contains(sql`lower(${eb.ref('dbType')})`, keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(COLUMNS)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: rows.map(rowOf), pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

async function liveRow(db: Db, id: string): Promise<Stored> {
  const row = await live(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('dataSource.notFound');
  return row;
}

export async function dataSourceInfo(ctx: RequestContext, id: string): Promise<DataSourceRow> {
  return rowOf(await liveRow(ctx.services.db, id));
}

const PLATFORM_TYPE = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** GET DataSource/Selector: enabled sources by type, the platform's database ('0') in its type's group. */
export async function dataSourceSelector(ctx: RequestContext): Promise<DataSourceGroup[]> {
  const { services, lang } = ctx;
  const rows = await live(services.db)
    .select(['id', 'fullName', 'dbType'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .execute();
  const platformType = PLATFORM_TYPE[services.dialect];
  const groups = new Map<string, DataSourceGroup>();
  const add = (dbType: string, item: DataSourceGroup['children'][number]) => {
    const group = groups.get(dbType) ?? { fullName: dbType, children: [] };
    groups.set(dbType, group);
    group.children.push(item);
  };
  add(platformType, {
    id: PLATFORM_DATA_SOURCE_ID,
    fullName: translate('dataSource.platform', lang),
    dbType: platformType,
  });
  for (const r of rows) add(r.dbType, { id: r.id, fullName: r.fullName, dbType: r.dbType });
  return [...groups.values()];
}

export type DataSourceInput = Partial<DataSourceFields> & Pick<DataSourceFields, 'dbType' | 'fullName'>;

/** Checks the form per type and returns the values to store (password still plain). */
function cleanFields({ services, lang }: RequestContext, input: DataSourceInput) {
  const fullName = text(input.fullName);
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  const dialect = dialectOfType(input.dbType);
  const fields = {
    fullName,
    dbType: input.dbType.trim(),
    host: text(input.host),
    port: input.port ?? null,
    userName: text(input.userName),
    serviceName: text(input.serviceName),
    dbSchema: text(input.dbSchema),
    tableSpace: text(input.tableSpace),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
  };
  if (dialect === 'sqlite') {
    // Only a file name in the SQLite folder; host, port and login mean nothing for it.
    sqliteSourcePath(services.config.sqliteSourcesDir, fields.serviceName, services.dataSources.platformFile);
    return { ...fields, host: null, port: null, userName: null, dialect };
  }
  if (!fields.host || !fields.port) throw badRequest('dataSource.hostRequired');
  if (!fields.userName) throw fieldError('userName', 'validation.required', lang);
  if (!fields.serviceName) throw badRequest('dataSource.databaseRequired');
  return { ...fields, dialect };
}

async function checkNameFree(db: Db, fullName: string, lang: Lang, exceptId?: string) {
  let q = live(db).select('id').where('fullName', '=', fullName);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicate('fullName', lang);
}

/** POST DataSource */
export async function createDataSource(ctx: RequestContext, input: DataSourceInput): Promise<{ id: string }> {
  const { services } = ctx;
  const { dialect: _dialect, ...fields } = cleanFields(ctx, input);
  await checkNameFree(services.db, fields.fullName, ctx.lang);
  const password = input.password ? services.dataSources.secrets.seal(input.password) : null;
  const id = newId();
  await services.db
    .insertInto('baseDbLink')
    .values({
      id,
      ...fields,
      password: fields.dbType.toLowerCase() === 'sqlite' ? null : password,
      creatorTime: ctx.clock.now(),
      creatorUserId: ctx.userId,
    })
    .execute();
  return { id };
}

/** What an update may leave out: each keeps its stored value (the password has its own rule). */
const OPTIONAL_FIELDS = [
  'host',
  'port',
  'userName',
  'serviceName',
  'dbSchema',
  'tableSpace',
  'sortCode',
  'enabledMark',
  'description',
] as const;

/** PUT DataSource/{id}: an empty or absent password keeps the stored one. */
export async function updateDataSource(
  ctx: RequestContext,
  id: string,
  input: DataSourceInput,
): Promise<void> {
  const { services } = ctx;
  const before = await liveRow(services.db, id);
  const whole = keepAbsent(input, rowOf(before), OPTIONAL_FIELDS);
  const { dialect, ...fields } = cleanFields(ctx, whole);
  await checkNameFree(services.db, fields.fullName, ctx.lang, id);
  const password =
    dialect === 'sqlite'
      ? null
      : input.password
        ? services.dataSources.secrets.seal(input.password)
        : before.password;
  // The stamp must move even when two edits land in the same millisecond: open() compares it.
  const now = Math.max(ctx.clock.now(), (before.lastModifyTime ?? before.creatorTime) + 1);
  await services.db
    .updateTable('baseDbLink')
    .set({ ...fields, password, lastModifyTime: now, lastModifyUserId: ctx.userId })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
  await services.dataSources.forget(id);
}

/** How many live data interfaces read through this source (0 while that table does not exist yet). */
async function interfacesUsing(db: Db, id: string): Promise<number> {
  try {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from base_data_interface
      where db_link_id = ${id} and delete_mark is null`.execute(db);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/** DELETE DataSource/{id}: refused while a data interface uses it. */
export async function deleteDataSource(ctx: RequestContext, id: string): Promise<void> {
  const { services } = ctx;
  const row = await liveRow(services.db, id);
  const count = await interfacesUsing(services.db, id);
  if (count > 0) throw new AppError(409, 409, 'dataSource.inUse', { name: row.fullName, count });
  await services.db
    .updateTable('baseDbLink')
    .set({ deleteMark: 1, deleteTime: ctx.clock.now(), deleteUserId: ctx.userId })
    .where('id', '=', id)
    .execute();
  await services.dataSources.forget(id);
}

/**
 * POST DataSource/Actions/Test: tries the form's values before they are saved. With `id` and an
 * empty password, the stored password of that source is used.
 */
export async function testDataSource(
  ctx: RequestContext,
  input: DataSourceInput & { id?: string },
): Promise<DataSourceTestResult> {
  const { services, lang } = ctx;
  const { dialect, ...fields } = cleanFields(ctx, input);
  let password = input.password || null;
  if (!password && input.id && dialect !== 'sqlite') {
    const stored = await services.dataSources.specOf(input.id);
    password = stored.password;
  }
  const spec: ConnectionSpec = {
    dialect,
    host: fields.host,
    port: fields.port,
    userName: fields.userName,
    password,
    serviceName: fields.serviceName,
  };
  const probe = await probeConnection(spec, {
    sqliteFolder: services.config.sqliteSourcesDir,
    platformFile: services.dataSources.platformFile,
  });
  const message = probe.newFile
    ? translate('dataSource.test.sqliteNew', lang, { file: probe.newFile })
    : translate('dataSource.test.ok', lang, { version: probe.version, ms: probe.elapsed });
  return { version: probe.version, elapsed: probe.elapsed, message };
}
