import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { queryClient } from '../lib/query-client';

/** Server state (TanStack Query), antd-mobile defaults and the router. */
export function AppProviders({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={enUS}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
