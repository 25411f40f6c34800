import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastsWanted, toastsWanted } from '../lib/toasts';

const AppSnackbarProvider = lazy(async () => ({
  default: (await import('./snackbar-provider')).AppSnackbarProvider,
}));

/** The toasts' container, loaded when the first toast is asked for (lib/toasts.ts). */
export function ToastContainer() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <AppSnackbarProvider />
    </Suspense>
  ) : null;
}
