import type { SnackbarKey, VariantType } from 'notistack';
import { closeSnackbar, enqueueSnackbar } from './toasts';

// The toast each form showed last. A form's new result makes its earlier one stale: an error left beside
// the success that followed it would tell the user the save both failed and worked.
const lastShownBy = new Map<string, SnackbarKey>();

/** Shows `message` for `form`, first closing the toast that form showed before. */
export function showFormToast(form: string, message: string, variant: VariantType): void {
  const previous = lastShownBy.get(form);
  if (previous !== undefined) closeSnackbar(previous);
  lastShownBy.set(form, enqueueSnackbar(message, { variant }));
}

/** The result toasts of one form (a save, a delete, a sign-up...): each new one replaces the last. */
export function formToasts(form: string) {
  return {
    success: (message: string) => showFormToast(form, message, 'success'),
    warning: (message: string) => showFormToast(form, message, 'warning'),
    error: (message: string) => showFormToast(form, message, 'error'),
  };
}
