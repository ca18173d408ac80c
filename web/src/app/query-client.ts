import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache. No automatic retries: the request client already toasts each failure, and a
 * refused call (permission, validation) does not get better by asking again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
