import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts writes per table, seen on every insert, update and delete Kysely runs in this process, so
 * caches of answers built from a table can tell when it changed without each write remembering to
 * say so. A table's counter moves when the statement is built and again when it has run: a read that
 * overlapped the write sees a different stamp afterwards and is not trusted. (A read on another
 * PostgreSQL connection between the statement and its commit can still see the old rows, and other
 * processes are not heard at all: caches built on this also expire by time.)
 */
export class TableVersions implements KyselyPlugin {
  private readonly counters = new Map<string, number>();
  private readonly pending = new WeakMap<object, string>();

  /** A stamp that changes whenever any of the tables is written. Table names as in the schema (baseUser). */
  stamp(tables: readonly string[]): string {
    return tables.map((t) => this.counters.get(normalise(t)) ?? 0).join('.');
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(args.node);
    if (table) {
      this.bump(table);
      this.pending.set(args.queryId, table);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.pending.get(args.queryId);
    if (table) this.bump(table);
    return args.result;
  }

  private bump(table: string): void {
    this.counters.set(table, (this.counters.get(table) ?? 0) + 1);
  }
}

/** base_user, baseUser and "base_user" all name one table. */
const normalise = (name: string) => name.replace(/_/g, '').toLowerCase();

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  const n = node as unknown as Record<string, unknown> & { kind: string };
  if (n.kind === 'TableNode') {
    const identifier = (n.table as { identifier?: { name?: string } }).identifier;
    return identifier?.name ? normalise(identifier.name) : null;
  }
  if (n.kind === 'AliasNode') return tableName(n.node as OperationNode);
  return null;
}

function writtenTable(node: RootOperationNode): string | null {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableName(node.into);
    case 'UpdateQueryNode':
      return tableName(node.table);
    case 'DeleteQueryNode':
      return tableName(node.from.froms[0]);
    case 'MergeQueryNode':
      return tableName(node.into);
    default:
      return null;
  }
}
