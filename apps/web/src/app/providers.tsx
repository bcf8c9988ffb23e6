import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { useAntdLocale } from '../lib/antd-locale';
import { queryClient } from '../lib/query-client';

/** Server state (TanStack Query), antd-mobile in the current language, and the router. */
export function AppProviders({ router }: { router: AppRouter }) {
  const antdLocale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
