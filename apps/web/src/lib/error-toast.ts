import { useEffect } from 'react';
import { ApiRequestError } from './api';
import { showFormToast } from './form-toasts';

/** True for failures the screen reports itself (a 401 already ended the session with its own message). */
export function isReportable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status === 401);
}

/**
 * Shows a load failure as an error toast (1-core §8) each time the query fails; a failure of the same
 * load replaces the toast of the one before instead of stacking beside it.
 */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error && isReportable(error)) showFormToast(`load: ${message}`, message, 'error');
  }, [error, message]);
}
