import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSettings } from '../stores/settings';
import { bindFeedbackApis } from './feedback';
import { useReducedMotion } from './reduced-motion';
import { ANTD_LOCALES, themeConfig } from './theme';

/** Hands antd's context-aware toast and notice APIs to code outside React (the request client). */
function FeedbackBinder() {
  const { message, notification } = AntdApp.useApp();
  useEffect(() => {
    bindFeedbackApis({ message, notification });
    return () => bindFeedbackApis(null);
  }, [message, notification]);
  return null;
}

/**
 * antd (theme colour, size, locale, motion) and its toast and dialog context, around the screens that use
 * them (the query cache and the date locale come with the screens: page-runtime.tsx). It is a chunk of its
 * own, so the first screen a visitor sees (login) does not wait for the component library's runtime.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useSettings((s) => s.language);
  const themeClass = useSettings((s) => s.themeClass);
  const size = useSettings((s) => s.size);
  const reducedMotion = useReducedMotion();

  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={themeConfig(themeClass, size, reducedMotion)}>
      <AntdApp message={{ maxCount: 3, top: 64 }}>
        <FeedbackBinder />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

/** Route element: the providers around the child routes. */
export default function AntdProvidersRoute() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
