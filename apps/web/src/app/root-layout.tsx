import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AuthProvider } from '../lib/auth-context';

/** Top of every route: the session, and a spinner while a lazy screen loads. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}
