import { PostgresDialect, PostgresQueryCompiler, type QueryCompiler } from 'kysely';
import { snakeCasing } from './snake-case-names.js';

/** PostgreSQL as the platform's own connection uses it: snake_case names for queries SnakeCaseNames marked. */
const PlatformPostgresCompiler = snakeCasing(PostgresQueryCompiler);

export class PlatformPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PlatformPostgresCompiler();
  }
}
