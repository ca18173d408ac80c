import type { CacheSource } from '../../platform/cache-registry.js';
import { mapCache } from '../../platform/cache-registry.js';
import { resourceAnswers } from '../../platform/resource/resource-answers.js';
import type { AppServices } from '../../platform/services.js';
import { userResource } from './user.resource.js';

/** The users list's finished pages (user.resource.ts declares them kept) as the 缓存管理 screen lists and clears them. */
export function userListCacheSource(services: AppServices): CacheSource {
  const answers = resourceAnswers(services, userResource);
  if (!answers) throw new Error('the users list keeps no answers');
  return mapCache(answers.cachedEntries(), {
    name: 'userList',
    description: 'cache.userList',
    expiry: 'cache.expiry.2sOrWrite',
    clear: () => answers.clear(),
  });
}
