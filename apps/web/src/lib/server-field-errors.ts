import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api';
import { mapFieldPath } from './schema-issues';

/** What the server's field messages are put on: a react-hook-form's setError. */
export interface FieldErrorTarget<TForm extends FieldValues = FieldValues> {
  setError: UseFormSetError<TForm>;
}

export interface ServerFieldOptions {
  /** The form's field names; server paths outside them are left to the toast. Every path by default. */
  fields?: readonly string[];
  /** Body paths the form names differently (studentBirthDate on the birth month, for example). */
  fieldMap?: Readonly<Record<string, string | null>>;
}

/**
 * Puts the server's field messages (the `errors` map of a 400/409 answer, dotted body paths) on the
 * form, focusing the first; answers whether any landed on a field.
 */
export function applyServerFieldErrors<TForm extends FieldValues>(
  error: unknown,
  target: FieldErrorTarget<TForm>,
  { fields, fieldMap }: ServerFieldOptions = {},
): boolean {
  if (!(error instanceof ApiRequestError) || !error.errors) return false;
  let placed = false;
  for (const [path, message] of Object.entries(error.errors)) {
    const name = mapFieldPath(path.split('.'), fieldMap, undefined, undefined);
    if (name === null || (fields && !fields.includes(name))) continue;
    target.setError(name as Path<TForm>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
