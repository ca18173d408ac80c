import type { Shape } from '../../../i18n/shape';
import type zhCache from './cache.zh.texts';

const enCache: Shape<typeof zhCache> = {
  cache: {
    keyword: 'Cache name or description',
    name: 'Name',
    description: 'Description',
    source: 'Source',
    memory: 'Memory',
    count: 'Entries',
    size: 'Size',
    expiry: 'Expiry',
    actions: 'Actions',
    view: 'View',
    more: 'More',
    clear: 'Clear',
    clearAll: 'Clear all',
    clearConfirm: 'Clear the cache "{{name}}"? It is loaded again the next time it is needed.',
    deleteKeyConfirm: 'Delete the Redis key "{{name}}"?',
    clearAllConfirm:
      "Clear every cache? The memory caches of this server process and the platform's keys in Redis are all cleared and loaded again when needed.",
    cleared: 'Cleared',
    clearedAll: 'Cleared {{memory}} memory caches and {{redis}} Redis keys',
    summary: '{{memory}} memory caches, {{redis}} Redis keys',
    redisOn: 'Redis connected',
    redisOff: 'Redis not configured',
    redisUnreachable: 'Redis unreachable',
    redisDown:
      'Redis cannot be reached at the moment; only the memory caches of this server process are shown.',
    truncated: 'Too many Redis keys match; the first 1000 are shown. Please narrow the keyword.',
    processNote:
      'Memory caches belong to the server process that answered; a cleared cache rebuilds itself when next used.',
    empty: 'No caches',
    detail: 'Cache details',
    value: 'Value',
    field: 'Field',
    member: 'Member',
    score: 'Score',
    sample: 'Keys (sample)',
    sampleMore: '{{shown}} of {{count}} shown',
    sampleEmpty: 'Nothing is cached at the moment',
    valueTruncated: 'The value is long; only its beginning is shown',
  },
};

export default enCache;
