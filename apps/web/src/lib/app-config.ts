import type { AppConfig } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { writeStored } from './storage';

/** Under 'home' so that /home?reload=true refetches it with the rest of the home data. */
export const appConfigQueryKey = ['home', 'config'] as const;

/** GET /home/getKefu: the public app configuration. */
export async function getAppConfig(): Promise<AppConfig> {
  const config = await apiRequest<AppConfig>({ path: '/home/getKefu' });
  writeStored('logoUrl', config.logoUrl);
  writeStored('logoName', config.logoName);
  writeStored('domain', config.domain);
  writeStored('kefuToken', config.kefuToken);
  return config;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigQueryKey,
  queryFn: getAppConfig,
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
