import { AnswerCache } from '../../platform/answer-cache.js';
import { type CacheSource, mapCache } from '../../platform/cache-registry.js';
import { type CachedBody, cacheBody } from '../../platform/cached-body.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppServices } from '../../platform/services.js';
import { paramsOf, type StoredInterface } from './data-interface.service.js';
import { type Caller, type CallMode, callInterface, logCall } from './data-interface-call.js';
import { scanSql, usesCaller } from './data-interface-sql-text.js';

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

  constructor(services: AppServices) {
    this.answers = new AnswerCache(services.versions, services.clock, ['baseDataInterface']);
  }

  /** What the 缓存管理 screen lists and clears (registered by the module's setup). */
  cacheSource(): CacheSource {
    return mapCache(this.answers.cachedEntries(), {
      name: 'dataInterfaceList',
      description: 'cache.dataInterfaceList',
      expiry: 'cache.expiry.2sOrWrite',
      clear: () => this.answers.clear(),
    });
  }

  /**
   * The page as a finished body (the caller sends it with sendCached); `envelope` wraps the page's data
   * as the route answers it.
   */
  async page(
    ctx: RequestContext,
    stored: StoredInterface,
    given: Record<string, unknown>,
    mode: Extract<CallMode, { kind: 'list' }>,
    caller: Caller,
    envelope: (data: unknown) => unknown,
  ): Promise<CachedBody> {
    const build = async () => envelope((await callInterface(ctx, stored, given, mode, caller)).data);
    if (Number(stored.isWrite) === 1) return cacheBody(await build());
    const values = paramsOf(stored).map((p) => given[p.field] ?? null);
    const who = Number(stored.dataType) === 1 && usesCaller(scanSql(stored.query ?? '')) ? caller.userId : '';
    const version = stored.lastModifyTime ?? stored.creatorTime;
    const key = JSON.stringify([
      stored.id,
      version,
      ctx.lang,
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
    if (!built) logCall(ctx, stored, caller, 0, null);
    return body;
  }
}

const byServices = new WeakMap<AppServices, InterfaceListAnswers>();

/** The app's one set of kept pages: the module's setup registers it, the List route reads through it. */
export function interfaceListAnswersOf(services: AppServices): InterfaceListAnswers {
  let answers = byServices.get(services);
  if (!answers) {
    answers = new InterfaceListAnswers(services);
    byServices.set(services, answers);
  }
  return answers;
}
