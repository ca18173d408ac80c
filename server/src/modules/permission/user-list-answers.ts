import { AnswerCache } from '../../platform/answer-cache.js';
import { type CacheSource, mapCache } from '../../platform/cache-registry.js';
import type { AppServices } from '../../platform/services.js';
import { USER_LIST_TABLES } from './user.service.js';

/**
 * Finished pages of the users list (decision 029): the list is asked for again and again with the same
 * filters (paging back, every admin on the screen), so pages are kept while the tables they show are
 * unchanged. One cache per app: the module's setup shows it on the 缓存管理 screen, the route fills it.
 */

const byServices = new WeakMap<AppServices, AnswerCache>();

export function userListAnswersOf(services: AppServices): AnswerCache {
  let answers = byServices.get(services);
  if (!answers) {
    answers = new AnswerCache(services.versions, services.clock, USER_LIST_TABLES);
    byServices.set(services, answers);
  }
  return answers;
}

/** The cache as the 缓存管理 screen lists and clears it. */
export function userListCacheSource(services: AppServices): CacheSource {
  const answers = userListAnswersOf(services);
  return mapCache(answers.cachedEntries(), {
    name: 'userList',
    description: 'cache.userList',
    expiry: 'cache.expiry.2sOrWrite',
    clear: () => answers.clear(),
  });
}
