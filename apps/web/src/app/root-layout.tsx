import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DelayedPageLoader } from '../components/page-loader';
import { AuthProvider } from '../lib/auth-context';
import { PageAnnouncer } from './page-announcer';
import { ScrollRestoration } from './scroll-restoration';
import { SkipLink } from './skip-link';

/**
 * Top of every route: the skip link (the first Tab stop of every page), the page title and the focus
 * after a navigation, the session, and a spinner while a lazy screen loads.
 */
export function RootLayout() {
  return (
    <AuthProvider>
      <SkipLink />
      <PageAnnouncer />
      <Suspense fallback={<DelayedPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}
