import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import './dayjs-locale';
import { queryClient } from './query-client';

/**
 * What the screens inside the shell bring along, beyond the shell itself: the server-state cache and the
 * date locale. A chunk of its own, loaded with the first such screen (with-page-runtime.tsx), so that signing
 * in to the home page does not fetch them (the after-sign-in budget, docs/performance.md).
 */
export function PageRuntime({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
