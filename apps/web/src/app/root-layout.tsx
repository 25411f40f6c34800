import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DelayedPageLoader } from '../components/page-loader';
import { AuthProvider } from '../lib/auth-context';

/** Top of every route: the session, and a spinner while a lazy screen loads. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<DelayedPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}
