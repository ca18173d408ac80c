import type { App } from 'antd';

type MessageApi = ReturnType<typeof App.useApp>['message'];
type NotificationApi = ReturnType<typeof App.useApp>['notification'];

/**
 * Toasts and notices for code outside React (the request client, the login flow). Inside the antd
 * providers their context-aware APIs are bound, so they follow the theme and locale; before that (the
 * login screen, which loads without antd's runtime) the module is fetched on first use.
 */
let messageApi: MessageApi | null = null;
let notificationApi: NotificationApi | null = null;

let waiting: (() => void)[] = [];

export function bindFeedbackApis(apis: { message: MessageApi; notification: NotificationApi } | null): void {
  messageApi = apis?.message ?? null;
  notificationApi = apis?.notification ?? null;
  if (apis) for (const wake of waiting.splice(0)) wake();
}

/** Resolves once the providers have bound their APIs, or after `ms` (whichever comes first). */
function providersBound(ms: number): Promise<void> {
  if (notificationApi || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting = waiting.filter((wake) => wake !== done);
      resolve();
    }, ms);
    waiting.push(done);
  });
}

function withApi<Api>(
  bound: Api | null,
  load: () => Promise<{ default: unknown }>,
  show: (api: Api) => void,
) {
  if (bound) show(bound);
  else if (typeof window !== 'undefined') void load().then((module) => show(module.default as Api));
}

const withMessage = (show: (api: MessageApi) => void) =>
  withApi(messageApi, () => import('antd/es/message'), show);

/** SPEC §8: errors stay 1.5 s; the same text twice in a row is shown once. */
export function toastError(text: string, seconds = 1.5): void {
  withMessage((api) => void api.error({ content: text, duration: seconds, key: text }));
}

export function toastSuccess(text: string, seconds = 1.5): void {
  withMessage((api) => void api.success({ content: text, duration: seconds }));
}

/**
 * A notice in the top-right corner (the last-login notice of SPEC §2.4 stays 2 s). It is raised just as
 * the shell mounts after a login, so it waits briefly for the shell's themed API.
 */
export async function notifyInfo(notice: {
  key?: string;
  title: string;
  description: string;
  seconds: number;
}): Promise<void> {
  await providersBound(1000);
  withApi(
    notificationApi,
    () => import('antd/es/notification'),
    (api) =>
      void api.info({
        key: notice.key,
        title: notice.title,
        description: notice.description,
        duration: notice.seconds,
        placement: 'topRight',
      }),
  );
}
