import {
  type DataSourceFields,
  type DataSourceGroup,
  type DataSourceTestResult,
  type Lang,
  PLATFORM_DATA_SOURCE_ID,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type ConnectionSpec, dialectOfType, sqliteSourcePath } from '../../platform/data-sources/connect.js';
import { badRequest } from '../../platform/errors.js';
import { duplicate, fieldError, text } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { dbOf } from '../../platform/resource/resource-query.js';
import { currentRow } from '../../platform/resource/resource-read.js';
import { createdBy } from '../../platform/resource/stamps.js';
import { dataSourceResource } from './data-source.resource.js';
import { probeConnection } from './data-source-test.js';

/**
 * 数据连接 (client-facts §5.5 Data source). Rows live in base_db_link with the password sealed
 * (platform/data-sources/secret-box.ts); answers never carry it, only hasPassword. Connections are
 * opened by services.dataSources, which this service tells when a source changes. The list, the record
 * and the delete run on the resource runtime (data-source.resource.ts); here are the selector, saving
 * and the connection test.
 */

const live = (db: Db) => db.selectFrom('baseDbLink').where('deleteMark', 'is', null);

/** The stored source an edit starts from, the sealed password too (404 outside the caller's row scope). */
async function storedSource(ctx: RequestContext, id: string) {
  const resource = dataSourceResource;
  const scope = await ctx.dataPermission(resource.menu);
  const row = await currentRow(await dbOf(ctx, resource), resource, scope, id);
  return row as Record<(typeof OPTIONAL_FIELDS)[number], unknown> & {
    sealedPassword: string | null;
    creatorTime: number;
    lastModifyTime: number | null;
  };
}

const PLATFORM_TYPE = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * GET DataSource/Selector: enabled sources by type, the platform's database ('0') in its type's group, in
 * `list` as the original client reads it (client-facts §5.5).
 */
export async function dataSourceSelector(ctx: RequestContext): Promise<{ list: DataSourceGroup[] }> {
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
  return { list: [...groups.values()] };
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
      ...createdBy(ctx),
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
  const before = await storedSource(ctx, id);
  const whole = keepAbsent(input, before, OPTIONAL_FIELDS);
  const { dialect, ...fields } = cleanFields(ctx, whole);
  await checkNameFree(services.db, fields.fullName, ctx.lang, id);
  const password =
    dialect === 'sqlite'
      ? null
      : input.password
        ? services.dataSources.secrets.seal(input.password)
        : before.sealedPassword;
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
