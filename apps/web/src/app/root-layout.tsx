import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AuthProvider } from '../lib/auth-context';

/** How long a lazy screen may take to arrive before the spinner shows. */
export const LOADER_DELAY_MS = 400;

/**
 * The spinner while a lazy screen loads, shown only when the screen takes longer than LOADER_DELAY_MS.
 * A screen that is already on its way (a public page preloads its files with the HTML) then appears
 * without a spinner flashing before it, and the phone does not spend its first paint on the spinner.
 */
function DelayedPageLoader() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <PageLoader /> : null;
}

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
