import { routes, type AppConfig } from '@halyard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { writeStored } from './storage';

/** Under 'home' so that /home?reload=true refetches it with the rest of the home data. */
export const appConfigQueryKey = ['home', 'config'] as const;

/** The public app configuration. */
export async function getAppConfig(): Promise<AppConfig> {
  const config = await call(routes.home.appConfig);
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
