import type { Db } from '../../db/database.js';
import type { TableVersions } from '../../db/table-versions.js';
import type { Clock } from '../../platform/clock.js';
import { avatarUrl } from '../../platform/files/avatar-url.js';

/** What a chat frame shows of a person, and whether they may receive messages. */
export interface ChatPerson {
  id: string;
  realName: string;
  account: string;
  headIcon: string | null;
  /** enabled and not deleted */
  active: boolean;
}

/** Long enough to spare a burst of messages the lookups, short enough that another process's edit shows soon. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Display fields of chat senders and receivers, kept a short while so that sending a message costs one
 * insert and one upsert, not two user lookups. A write to base_user in this process drops everything
 * at once (table-versions.ts); writes in other processes are seen when entries expire.
 */
export class ChatPeople {
  private readonly entries = new Map<string, { person: ChatPerson | null; expires: number }>();
  private stamp = '';

  constructor(
    private readonly db: Db,
    private readonly versions: TableVersions,
    private readonly clock: Clock,
  ) {}

  /** The person, or null when no such user exists. */
  async get(id: string): Promise<ChatPerson | null> {
    const now = this.clock.now();
    const stamp = this.versions.stamp(['baseUser']);
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    const cached = this.entries.get(id);
    if (cached && cached.expires > now) return cached.person;
    const row = await this.db
      .selectFrom('baseUser')
      .select(['id', 'realName', 'account', 'headIcon', 'enabledMark', 'deleteMark'])
      .where('id', '=', id)
      .executeTakeFirst();
    const person = row
      ? {
          id: row.id,
          realName: row.realName,
          account: row.account,
          headIcon: avatarUrl(row.headIcon),
          active: row.enabledMark === 1 && row.deleteMark === null,
        }
      : null;
    // Only keep it if no write to users happened while it was read.
    if (this.versions.stamp(['baseUser']) === stamp) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { person, expires: now + TTL_MS });
    }
    return person;
  }
}
