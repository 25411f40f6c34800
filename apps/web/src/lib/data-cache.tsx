import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from './query-client';

/**
 * The data cache (TanStack Query) around the screens that read or save data. It loads with the first of
 * them, so the sign-in page, which reads none, carries no cache library (its transfer budget,
 * e2e/signin-transfer-size.spec.ts; docs/decisions/platform.md).
 */
export function DataCacheProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** The layout route that gives every screen below it the data cache (app/router.tsx, app/portal-routes.tsx). */
export function DataCacheLayout() {
  return (
    <DataCacheProvider>
      <Outlet />
    </DataCacheProvider>
  );
}
