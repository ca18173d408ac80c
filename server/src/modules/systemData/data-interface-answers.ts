import type { FastifyRequest } from 'fastify';
import { AnswerCache } from '../../platform/answer-cache.js';
import { mapCache } from '../../platform/cache-registry.js';
import { type CachedBody, cacheBody } from '../../platform/cached-body.js';
import { ok } from '../../platform/envelope.js';
import type { AppServices } from '../../platform/services.js';
import { paramsOf, type StoredInterface } from './data-interface.service.js';
import { type Caller, type CallMode, callInterface, logCall } from './data-interface-call.js';
import { scanSql, usesSystem } from './data-interface-sql-text.js';

/**
 * Finished pages of Action/List, kept for 2 s (decision 029's AnswerCache): a popup picker asks the same
 * page again and again, and a page is a statement plus a count over the interface's tables. The key
 * holds everything that shapes the page: the interface and its version, the language, the page, the
 * keyword, the declared parameters' values, and the caller when the SQL reads system variables (@user…).
 * The tables a SQL interface reads are not known, so another writer's change shows within 2 s. Write
 * interfaces are never kept. Every call is still logged, a kept page with its (near zero) duration.
 */
export class InterfaceListAnswers {
  private readonly answers: AnswerCache;

  constructor(private readonly services: AppServices) {
    this.answers = new AnswerCache(services.versions, services.clock, ['baseDataInterface']);
    services.caches.register(
      mapCache(this.answers.cachedEntries(), {
        name: 'dataInterfaceList',
        description: 'cache.dataInterfaceList',
        expiry: 'cache.expiry.2sOrWrite',
        clear: () => this.answers.clear(),
      }),
    );
  }

  /** The page as a finished body; the caller sends it with sendCached. */
  async page(
    request: FastifyRequest,
    stored: StoredInterface,
    given: Record<string, unknown>,
    mode: Extract<CallMode, { kind: 'list' }>,
    caller: Caller,
  ): Promise<CachedBody> {
    const build = async () =>
      ok(request, (await callInterface(this.services, stored, given, mode, caller, request.lang)).data);
    if (Number(stored.isWrite) === 1) return cacheBody(await build());
    const values = paramsOf(stored).map((p) => given[p.field] ?? null);
    const who = Number(stored.dataType) === 1 && usesSystem(scanSql(stored.query ?? '')) ? caller.userId : '';
    const version = stored.lastModifyTime ?? stored.creatorTime;
    const key = JSON.stringify([
      stored.id,
      version,
      request.lang,
      mode.currentPage,
      mode.pageSize,
      mode.keyword,
      who,
      values,
    ]);
    let built = false;
    const body = await this.answers.get(key, () => {
      built = true;
      return build();
    });
    if (!built) logCall(this.services, stored, caller, 0, null);
    return body;
  }
}
