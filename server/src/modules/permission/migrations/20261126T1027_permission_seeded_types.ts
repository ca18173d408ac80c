import { type Kysely, sql } from 'kysely';
import { POSITIONS, ROLES } from '../../../db/seed/organization.data.js';
import { seedId } from '../../../db/seed/seed-id.js';

// The seeded positions and roles had no type, which the original client's forms require: editing one and
// saving it unchanged was refused there. Databases seeded before get the seed's types (issue 15); a type
// someone has set since is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = [
    ...POSITIONS.map((p) => ({ table: 'base_position', id: seedId(`position:${p.code}`), type: p.type })),
    ...ROLES.map((r) => ({ table: 'base_role', id: seedId(`role:${r.code}`), type: r.type })),
  ];
  for (const row of rows)
    await sql`update ${sql.table(row.table)} set type = ${row.type}
      where id = ${row.id} and (type is null or type = '')`.execute(db);
}

// The types stay: a row cannot tell whether its type came from here or from a user.
export async function down(): Promise<void> {}
