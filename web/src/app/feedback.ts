import type { App } from 'antd';

type MessageApi = ReturnType<typeof App.useApp>['message'];

/**
 * Toasts for code outside React (the request client). Inside the antd providers their context-aware
 * message API is bound, so toasts follow the theme and locale; before that (the login screen, which
 * loads without antd's runtime) the message module is fetched on first use.
 */
let messageApi: MessageApi | null = null;

export function bindMessageApi(api: typeof messageApi): void {
  messageApi = api;
}

function withMessage(show: (api: MessageApi) => void): void {
  if (messageApi) {
    show(messageApi);
    return;
  }
  if (typeof window === 'undefined') return;
  void import('antd/es/message').then(({ default: message }) => show(message as unknown as MessageApi));
}

/** SPEC §8: errors stay 1.5 s; the same text twice in a row is shown once. */
export function toastError(text: string, seconds = 1.5): void {
  withMessage((api) => void api.error({ content: text, duration: seconds, key: text }));
}

export function toastSuccess(text: string, seconds = 1.5): void {
  withMessage((api) => void api.success({ content: text, duration: seconds }));
}
