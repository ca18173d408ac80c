import {
  type CompiledQuery,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryId,
  type RootOperationNode,
} from 'kysely';
import { asWritten, namesOf } from './snake-case-names.js';

/** PostgreSQL as the platform's own connection uses it: snake_case names for queries SnakeCaseNames marked. */
class PlatformPostgresCompiler extends PostgresQueryCompiler {
  private names = asWritten;

  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    this.names = namesOf(node);
    return super.compileQuery(node, queryId);
  }

  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(this.names(identifier));
  }
}

export class PlatformPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PlatformPostgresCompiler();
  }
}
