import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
// Explicit extensions: the API's form-message tests import this file too (apps/server/src/security).
import { type DomainSchema, type FieldMap, issuesByField } from './schema-issues.js';

export type { DomainSchema, FieldMap } from './schema-issues.js';
export { mapFieldPath } from './schema-issues.js';

/** A message for one form field, by its dotted path. */
export interface FormIssue {
  path: string;
  message: string;
}

export interface FormResolverOptions<TForm> {
  /** Turns the form's values into the API body the schema checks; the values themselves by default. */
  toBody?(values: TForm): unknown;
  /** Body paths the form names differently (the caller's knowledge, never the resolver's). */
  fieldMap?: FieldMap<TForm>;
  /** Rules the schema cannot see (they need data the form holds), in the form's field paths. */
  extraIssues?(values: TForm): FormIssue[];
  /**
   * Submit the checked body as built instead of the schema's output: for schemas whose output is the
   * stored row (the aid-year record in cents), not what the API takes.
   */
  submitBody?: boolean;
}

/**
 * The app's one react-hook-form resolver: checks the form with the domain's zod schema, so the browser
 * shows the very message the server answers for the same input; issues land on the form's fields
 * through the caller's `fieldMap`, the first message of a field wins. The submit handler receives the
 * schema's output (the API body), or with `submitBody` the checked body itself.
 */
export function formResolver<TForm extends FieldValues, TBody>(
  schema: DomainSchema<TBody>,
  { toBody = (v) => v, fieldMap, extraIssues, submitBody = false }: FormResolverOptions<TForm> = {},
): Resolver<TForm, unknown, TBody> {
  return async (values, _context, options) => {
    const body = toBody(values);
    const result = await schema.safeParseAsync(body);
    const flat: Record<string, FieldError> = result.success
      ? {}
      : issuesByField(result.error.issues, fieldMap, body, values);
    for (const issue of extraIssues?.(values) ?? []) {
      flat[issue.path] ??= { type: 'custom', message: issue.message };
    }
    // A refusal whose every issue the form shows elsewhere still must not submit: it stays on the form root.
    if (!result.success && Object.keys(flat).length === 0) {
      flat.root = { type: 'custom', message: result.error.issues[0]?.message ?? '' };
    }
    if (Object.keys(flat).length > 0) {
      return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<TForm> };
    }
    return { values: submitBody ? (body as TBody) : (result as { data: TBody }).data, errors: {} };
  };
}
