import type { App } from 'antd';

type MessageApi = ReturnType<typeof App.useApp>['message'];

/**
 * Toasts for code outside React (the request client). The App component hands over antd's
 * context-aware message API on mount, so toasts follow the current theme and locale.
 */
let messageApi: MessageApi | null = null;

export function bindMessageApi(api: typeof messageApi): void {
  messageApi = api;
}

/** SPEC §8: errors stay 1.5 s; the same text twice in a row is shown once. */
export function toastError(text: string, seconds = 1.5): void {
  if (messageApi) void messageApi.error({ content: text, duration: seconds, key: text });
  else if (typeof console !== 'undefined') console.error(text);
}

export function toastSuccess(text: string, seconds = 1.5): void {
  if (messageApi) void messageApi.success({ content: text, duration: seconds });
}
