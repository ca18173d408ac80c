/**
 * services.dataSources: one pooled connection per data source (数据连接), opened on first use.
 *
 *   open(linkId)      → { db: Kysely<any>, dialect: 'sqlite' | 'postgres' | 'mysql', driver }
 *                       linkId '0' is the platform's own database (services.db without the camelCase
 *                       plugin, so table and column names are the database's own). Other ids read the
 *                       base_db_link row; a disabled or deleted source is refused with a 400/404.
 *   driver            the raw driver for streaming (connect.ts RawDriver): pg Pool (pg-cursor, COPY),
 *                       better-sqlite3 Database (iterate; for source '0' synchronous use only), mysql2
 *                       Pool (query().stream()). Never end or close it: this service owns it.
 *   specOf(linkId)    the connection spec with the plain password (for connection tests).
 *   forget(linkId)    closes a source's pool; the data-source service calls it on edit and delete.
 *   close()           closes every pool (app close).
 *
 * A cached connection is reused while the row's modification stamp is unchanged, so an edit made by
 * another server process is picked up on that process's next open() too.
 */
import type { Kysely, KyselyPlugin } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Db, PlatformDriver } from '../../db/database.js';
import { badRequest, notFound } from '../errors.js';
import {
  type ConnectionSpec,
  connect,
  dialectOfType,
  type OpenedSource,
  type SourceDialect,
} from './connect.js';
import { SecretBox } from './secret-box.js';

export const PLATFORM_LINK_ID = '0';

interface CachedSource {
  stamp: number;
  opened: OpenedSource;
}

export class DataSourceConnections {
  readonly secrets: SecretBox;
  private readonly cache = new Map<string, CachedSource>();
  private readonly platform: OpenedSource;

  constructor(
    private readonly db: Db,
    dialect: 'sqlite' | 'postgres',
    driver: PlatformDriver,
    private readonly config: AppConfig,
    /** the platform's table-version counter, kept on source '0' so writes there still reach its caches */
    versions: KyselyPlugin,
    private readonly onIdleError: (error: Error) => void = () => {},
  ) {
    this.secrets = new SecretBox(config.dataSourceKey, config.secret);
    // biome-ignore lint/suspicious/noExplicitAny: designed tables are only known at run time
    const raw = db.withoutPlugins().withPlugin(versions) as unknown as Kysely<any>;
    this.platform = { db: raw, dialect, driver };
  }

  /** The platform's own SQLite file, which no SQLite source may name. */
  get platformFile(): string | null {
    return this.platform.driver.dialect === 'sqlite' ? this.platform.driver.file : null;
  }

  get platformDialect(): SourceDialect {
    return this.platform.dialect;
  }

  async open(linkId: string): Promise<OpenedSource> {
    if (linkId === PLATFORM_LINK_ID) return this.platform;
    const row = await this.row(linkId);
    const stamp = row.lastModifyTime ?? row.creatorTime;
    const cached = this.cache.get(linkId);
    if (cached && cached.stamp === stamp) return cached.opened;
    if (row.enabledMark !== 1) {
      // A source switched off elsewhere: its pool is of no more use here either.
      if (cached) await this.forget(linkId);
      throw badRequest('dataSource.disabled', { name: row.fullName });
    }
    const spec = this.specFromRow(row);
    // Another open() may have finished while this one read the row.
    const again = this.cache.get(linkId);
    if (again && again.stamp === stamp) return again.opened;
    if (again) void this.destroy(again.opened);
    const opened = connect(spec, {
      sqliteFolder: this.config.sqliteSourcesDir,
      platformFile: this.platformFile,
      onIdleError: this.onIdleError,
    });
    this.cache.set(linkId, { stamp, opened });
    return opened;
  }

  /** The spec of a stored source with its password decrypted. */
  async specOf(linkId: string): Promise<ConnectionSpec & { fullName: string }> {
    const row = await this.row(linkId);
    return { ...this.specFromRow(row), fullName: row.fullName };
  }

  async forget(linkId: string): Promise<void> {
    const cached = this.cache.get(linkId);
    this.cache.delete(linkId);
    if (cached) await this.destroy(cached.opened);
  }

  async close(): Promise<void> {
    const all = [...this.cache.values()];
    this.cache.clear();
    await Promise.all(all.map((c) => this.destroy(c.opened)));
  }

  private async row(linkId: string) {
    const row = await this.db
      .selectFrom('baseDbLink')
      .selectAll()
      .where('id', '=', linkId)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('dataSource.notFound');
    return row;
  }

  private specFromRow(row: {
    fullName: string;
    dbType: string;
    host: string | null;
    port: number | null;
    userName: string | null;
    password: string | null;
    serviceName: string | null;
  }): ConnectionSpec {
    let password: string | null = null;
    if (row.password) {
      password = this.secrets.open(row.password);
      if (password === null) throw badRequest('dataSource.passwordUnreadable', { name: row.fullName });
    }
    return {
      dialect: dialectOfType(row.dbType),
      host: row.host,
      port: row.port,
      userName: row.userName,
      password,
      serviceName: row.serviceName,
    };
  }

  private async destroy(opened: OpenedSource): Promise<void> {
    try {
      await opened.db.destroy();
    } catch {
      // a pool whose server is gone still counts as closed
    }
  }
}
