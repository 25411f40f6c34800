import { AUTH_MESSAGES } from '@exchange/domain';
import { useEffect } from 'react';
import type { ApiRequestError } from './api';
import { showFormToast } from './form-toasts';
import { enqueueSnackbar } from './toasts';

// The 401s whose expired session has been announced. The same failure then reaches the screen that made
// the call (a save's error toast, a load's): it must not say so a second time, nor that its save failed.
const announced = new WeakSet<object>();

/**
 * Says "Your session has expired." (1-core §8) for a 401 that ended the session: the session handler
 * calls it for every 401 it takes; calls failing together still show one toast.
 */
export function announceSessionExpired(error: ApiRequestError): void {
  announced.add(error);
  enqueueSnackbar(AUTH_MESSAGES.sessionExpired, { variant: 'info', preventDuplicate: true });
}

/** True for failures a screen reports itself: every one but a 401 whose session end was announced. */
export function isReportable(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && announced.has(error));
}

/**
 * The one way a failure becomes an error toast (saves, loads, checks): `message` in the `slot`
 * (lib/form-toasts), unless the failure already had its toast as the end of the session.
 */
export function showErrorToast(slot: string, error: unknown, message: string): void {
  if (isReportable(error)) showFormToast(slot, message, 'error');
}

/**
 * Shows a load failure as an error toast (1-core §8) each time the query fails; a failure of the same
 * load replaces the toast of the one before instead of stacking beside it.
 */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) showErrorToast(`load: ${message}`, error, message);
  }, [error, message]);
}
