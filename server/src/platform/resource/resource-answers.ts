import { AnswerCache } from '../answer-cache.js';
import type { AppServices } from '../services.js';
import type { Resource } from './define-resource.js';

/**
 * The finished list pages of a resource that declares `answers` (decision 029), one cache per app and
 * resource: the list route fills it, the area shows it on the 缓存管理 screen (cache-registry.ts).
 */

const byServices = new WeakMap<AppServices, Map<Resource, AnswerCache>>();

export function resourceAnswers(services: AppServices, resource: Resource): AnswerCache | null {
  if (!resource.answers) return null;
  let caches = byServices.get(services);
  if (!caches) {
    caches = new Map();
    byServices.set(services, caches);
  }
  let answers = caches.get(resource);
  if (!answers) {
    answers = new AnswerCache(services.versions, services.clock, resource.answers.tables);
    caches.set(resource, answers);
  }
  return answers;
}
