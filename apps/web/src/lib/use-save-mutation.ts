import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { ApiRequestError, errorMessage } from './api';
import { showErrorToast } from './error-toast';
import { formToasts } from './form-toasts';
import {
  applyServerFieldErrors,
  type FieldErrorTarget,
  type ServerFieldOptions,
} from './server-field-errors';

/** How one form saves: what it sends, what it says, what it refreshes. */
export interface SaveOptions<TBody, TResult> extends ServerFieldOptions {
  /** The form's toast slot (lib/form-toasts): each new result replaces the form's last toast. */
  form: string;
  /** Sends the body. */
  send(body: TBody): Promise<TResult>;
  /** The success toast; none when omitted (the caller shows its own result). */
  success?: string;
  /** The error toast: a fallback for errorMessage(), or a function of the error. */
  failure: string | ((error: unknown) => string);
  /** The toast when the server's messages landed on fields; failure's message when omitted. */
  failureOnFields?: string;
  /** Queries refreshed after a save, after `onSuccess` ran (it may move on first). */
  invalidate?: readonly QueryKey[];
  /**
   * The record's queries, reloaded when someone saved it first (409 without field messages). Forms keep
   * what the user typed over the reload with `values` + `resetOptions: { keepDirtyValues: true }`, so the
   * next press saves over the newer version.
   */
  reloadOnConflict?: readonly QueryKey[];
  /** Runs after the success toast, before `invalidate`. */
  onSuccess?(result: TResult, body: TBody): void | Promise<void>;
  /** Runs after a failure was reported (a dialog to close, for example). */
  onFailure?(error: unknown): void;
  /** A failure the screen handles itself (a warning and a redirect): answer true to skip the default. */
  handleError?(error: unknown): boolean;
}

export interface Variables<TBody> {
  body: TBody;
  target?: FieldErrorTarget<FieldValues>;
}

/** True for "someone saved this record first": a 409 that names no field the user could fix. */
export function isStaleRecord(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && !error.errors;
}

/**
 * What a failed save does (exported for tests): server field messages onto the form, the one error
 * toast (none for a 401: the session's end has had its own), and on a stale record the reload of the
 * newer version.
 */
export async function reportSaveFailure<TBody>(
  error: unknown,
  target: FieldErrorTarget<FieldValues> | undefined,
  options: Pick<
    SaveOptions<TBody, unknown>,
    'form' | 'failure' | 'failureOnFields' | 'reloadOnConflict' | 'handleError' | 'fields' | 'fieldMap'
  >,
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
): Promise<void> {
  if (options.handleError?.(error)) return;
  const onFields = target ? applyServerFieldErrors(error, target, options) : false;
  const { failure, failureOnFields } = options;
  const message =
    onFields && failureOnFields !== undefined
      ? failureOnFields
      : typeof failure === 'function'
        ? failure(error)
        : errorMessage(error, failure);
  showErrorToast(options.form, error, message);
  if (isStaleRecord(error)) {
    await Promise.all(
      (options.reloadOnConflict ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }
}

/**
 * The app's one save: sends the body, toasts the result (one toast per form), refreshes the given
 * queries, puts the server's field messages on the form passed to `submit`, and reloads a record
 * someone saved first while keeping what the user typed.
 */
export function useSaveMutation<TBody, TResult = unknown>(options: SaveOptions<TBody, TResult>) {
  const queryClient = useQueryClient();
  const mutation = useMutation<TResult, unknown, Variables<TBody>>({
    mutationFn: ({ body }) => options.send(body),
    onSuccess: async (result, { body }) => {
      if (options.success) formToasts(options.form).success(options.success);
      await options.onSuccess?.(result, body);
      await Promise.all(
        (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: async (error, { target }) => {
      await reportSaveFailure(error, target, options, queryClient);
      options.onFailure?.(error);
    },
  });
  return {
    ...mutation,
    /** Saves `body`; `form` (a useForm() result) receives the server's field messages. */
    submit<TForm extends FieldValues>(body: TBody, form?: FieldErrorTarget<TForm>) {
      mutation.mutate({ body, target: form as FieldErrorTarget<FieldValues> | undefined });
    },
  };
}
