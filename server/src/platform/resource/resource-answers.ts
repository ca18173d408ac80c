import { AnswerCache } from '../answer-cache.js';
import { keptFor } from '../kept.js';
import type { AppServices } from '../services.js';
import type { Resource } from './define-resource.js';

/**
 * The finished list pages of a resource that declares `answers` (decision 029), one cache per app and
 * resource: the list route fills it, the area shows it on the 缓存管理 screen (cache-registry.ts).
 */

const byServices = new WeakMap<AppServices, Map<Resource, AnswerCache>>();

export function resourceAnswers(services: AppServices, resource: Resource): AnswerCache | null {
  const { answers } = resource;
  if (!answers) return null;
  return keptFor(
    keptFor(byServices, services, () => new Map()),
    resource,
    () => new AnswerCache(services.versions, services.clock, answers.tables),
  );
}
