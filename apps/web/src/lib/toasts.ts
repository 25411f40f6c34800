import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

// notistack and its toast container (app/snackbar-provider.tsx, about 7 KB compressed) load with the
// first toast instead of with every first page: most visits of the sign-in page never show one. Callers
// get a key at once, as from notistack itself; the toast shows as soon as the container has mounted.

/** What the toast container hands over once it has mounted: notistack's own functions. */
export interface ToastHost {
  enqueueSnackbar(message: SnackbarMessage, options: OptionsObject): SnackbarKey;
  closeSnackbar(key: SnackbarKey): void;
}

let host: ToastHost | null = null;
const waiting: ((host: ToastHost) => void)[] = [];
const onWanted = new Set<() => void>();
let wanted = false;
let lastKey = 0;

function withHost(action: (host: ToastHost) => void): void {
  if (host) {
    action(host);
    return;
  }
  waiting.push(action);
  if (wanted) return;
  wanted = true;
  for (const listener of onWanted) listener();
}

/** Shows a toast (notistack's enqueueSnackbar); answers its key. */
export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${++lastKey}`;
  withHost((h) => h.enqueueSnackbar(message, { ...options, key }));
  return key;
}

/** Closes a toast (notistack's closeSnackbar). */
export function closeSnackbar(key: SnackbarKey): void {
  withHost((h) => h.closeSnackbar(key));
}

/** Whether a toast was asked for, so the container must load (read by the app's ToastContainer). */
export function toastsWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the first toast is asked for; answers the unsubscribe function. */
export function subscribeToToastsWanted(listener: () => void): () => void {
  onWanted.add(listener);
  return () => onWanted.delete(listener);
}

/** The container has mounted: shows what was asked for until then, then every toast at once. */
export function attachToastHost(next: ToastHost | null): void {
  host = next;
  if (!next) return;
  for (const action of waiting.splice(0)) action(next);
}
