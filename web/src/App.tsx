import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { bindMessageApi } from './app/feedback';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { ANTD_LOCALES, COMPONENT_SIZE, themeConfig } from './app/theme';
import { useSettings } from './stores/settings';

/** Hands antd's context-aware toast API to code outside React (the request client). */
function FeedbackBinder() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

export function App() {
  const language = useSettings((s) => s.language);
  const themeClass = useSettings((s) => s.themeClass);
  const size = useSettings((s) => s.size);

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      theme={themeConfig(themeClass)}
      componentSize={COMPONENT_SIZE[size]}
    >
      <AntdApp message={{ maxCount: 3, top: 64 }}>
        <FeedbackBinder />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
