import { describe, expect, it } from 'vitest';
import { ChatWriteQueue } from './chat-write-queue.js';

/** A queue whose commits are recorded; a batch holding 'bad' fails as a whole. */
function recordingQueue(max?: number) {
  const batches: string[][] = [];
  const queue = new ChatWriteQueue<string>(async (writes) => {
    if (writes.includes('bad')) throw new Error('disk full');
    batches.push([...writes]);
  }, max);
  return { queue, batches };
}

describe('ChatWriteQueue', () => {
  it('commits writes made in the same tick together, in order, and resolves each caller after it', async () => {
    const { queue, batches } = recordingQueue();
    const done: string[] = [];
    const writes = ['a', 'b', 'c'].map((w) => queue.write(w).then(() => done.push(w)));
    expect(batches).toEqual([]);
    await Promise.all(writes);
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('starts a new batch after the cap, and commits batches one after the other', async () => {
    const { queue, batches } = recordingQueue(2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((w) => queue.write(w)));
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('writes of a later tick go into a later batch', async () => {
    const { queue, batches } = recordingQueue();
    const first = queue.write('a');
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, queue.write('b')]);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('rejects every caller of a failed batch with its error, and later batches still commit', async () => {
    const { queue, batches } = recordingQueue(2);
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((w) => queue.write(w)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('disk full'));
    expect((results[1] as PromiseRejectedResult).reason).toBe((results[0] as PromiseRejectedResult).reason);
    expect(batches).toEqual([['c']]);
    await queue.write('d');
    expect(batches).toEqual([['c'], ['d']]);
  });
});
