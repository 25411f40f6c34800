import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';

/** Shows a load failure as an error toast once (1-core §8), while `failed` stays true. */
export function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
  }, [failed, message]);
}
