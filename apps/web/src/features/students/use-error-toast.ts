import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api';

/** True for failures the screen reports itself (a 401 already ended the session with its own message). */
export function isReportable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status === 401);
}

/** Shows the spec's load-failure message as an error toast whenever a query fails (1-core §8). */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error && isReportable(error)) enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
  }, [error, message]);
}
