import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFeedbackApis, notifyInfo, toastError, toastSuccess } from './feedback';

type Call = [string, Record<string, unknown>];

function fakeApis() {
  const calls: Call[] = [];
  const record = (kind: string) => (config: Record<string, unknown>) => {
    calls.push([kind, config]);
    return Promise.resolve(true);
  };
  const message = { error: record('error'), success: record('success') };
  const notification = { info: record('info') };
  bindFeedbackApis({ message, notification } as unknown as Parameters<typeof bindFeedbackApis>[0] & object);
  return calls;
}

describe('toasts and notices (SPEC §8, §9)', () => {
  afterEach(() => bindFeedbackApis(null));

  it('shows an error for 1.5 s, the same text once at a time', () => {
    const calls = fakeApis();
    toastError('请求出错，请重试');
    expect(calls).toEqual([
      ['error', { content: '请求出错，请重试', duration: 1.5, key: '请求出错，请重试' }],
    ]);
  });

  it('confirms a switch for 1.5 s', () => {
    const calls = fakeApis();
    toastSuccess('切换成功');
    expect(calls).toEqual([['success', { content: '切换成功', duration: 1.5 }]]);
  });

  it('shows the last-login notice for the seconds asked (2 s)', async () => {
    const calls = fakeApis();
    await notifyInfo({
      key: 'last-login',
      title: '上次登录',
      description: '时间：2026-11-22 10:00',
      seconds: 2,
    });
    expect(calls[0][1]).toMatchObject({
      key: 'last-login',
      title: '上次登录',
      duration: 2,
      placement: 'topRight',
    });
  });
});

describe('the last-login notice raised while the shell mounts', () => {
  afterEach(() => bindFeedbackApis(null));

  it('waits for the shell to bind its themed API instead of using the unthemed one', async () => {
    vi.stubGlobal('window', {});
    const pending = notifyInfo({ title: '上次登录', description: '…', seconds: 2 });
    const calls = fakeApis(); // the shell binds a moment later
    await pending;
    vi.unstubAllGlobals();
    expect(calls.map(([kind]) => kind)).toEqual(['info']);
  });
});
