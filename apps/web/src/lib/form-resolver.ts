import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A message for one form field, by its dotted path. */
export interface FormIssue {
  path: string;
  message: string;
}

/** A schema issue as zod reports it. */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
}

/** A domain zod schema: the same object the server checks the request body with. */
export interface DomainSchema<TBody> {
  safeParseAsync(
    value: unknown,
  ): Promise<{ success: true; data: TBody } | { success: false; error: { issues: readonly SchemaIssue[] } }>;
}

/**
 * Where the form shows a body path's message: a form path, or null when the form shows that rule its
 * own way (for example through `extraIssues`). A record maps exact dotted body paths; a function sees
 * the raw path, the body and the form's values (list entries that map to rows).
 */
export type FieldMap<TForm> =
  | Readonly<Record<string, string | null>>
  | ((path: readonly PropertyKey[], body: unknown, values: TForm) => string | null);

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

/** The form path for a body path under `fieldMap`: unmapped paths keep their dotted name. */
export function mapFieldPath<TForm>(
  path: readonly PropertyKey[],
  fieldMap: FieldMap<TForm> | undefined,
  body: unknown,
  values: TForm,
): string | null {
  if (typeof fieldMap === 'function') return fieldMap(path, body, values);
  const dotted = path.map(String).join('.');
  if (fieldMap && Object.hasOwn(fieldMap, dotted)) return fieldMap[dotted] ?? null;
  return dotted;
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
    const flat: Record<string, FieldError> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = mapFieldPath(issue.path, fieldMap, body, values);
        if (name !== null && !flat[name])
          flat[name] = { type: issue.code ?? 'custom', message: issue.message };
      }
    }
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
