import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';

/** A message for one form field, by its dotted path. */
export interface FormIssue {
  path: string;
  message: string;
}

/** Anything zodResolver accepts (the domain's zod 4 schemas). */
type Schema = Parameters<typeof zodResolver>[0];

interface Options<TForm> {
  /** Turns the form's values into the API body the schema checks. */
  toBody(values: TForm): unknown;
  /** Rules the schema cannot see (they need data the form holds), in the form's field paths. */
  extraIssues?(values: TForm): FormIssue[];
  /** Body paths the form shows differently (birth date parts instead of studentBirthDate). */
  dropPaths?: readonly string[];
}

/**
 * A react-hook-form resolver that checks the form's values with the domain's zod schema (through
 * zodResolver, so the browser gives the server's messages) plus the rules that need context. The
 * submit handler receives the schema's output: the API body.
 */
export function domainResolver<TForm extends FieldValues, TBody>(
  schema: Schema,
  { toBody, extraIssues, dropPaths = [] }: Options<TForm>,
): Resolver<TForm, unknown, TBody> {
  const base = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, TBody>;
  return async (values, context, options) => {
    const result = await base(toBody(values) as FieldValues, context, options as never);
    const errors = { ...result.errors } as FieldErrors<TForm>;
    for (const path of dropPaths) delete (errors as Record<string, unknown>)[path];
    for (const issue of extraIssues?.(values) ?? []) {
      if (!get(errors, issue.path)) set(errors, issue.path, { type: 'custom', message: issue.message });
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as TBody, errors: {} };
  };
}

/** Puts the server's field messages (dotted body paths) on the form; answers whether any matched. */
export function applyServerErrors(
  errors: Record<string, string> | undefined,
  setError: (name: never, error: { type: string; message: string }) => void,
  fieldNames: readonly string[],
): boolean {
  let matched = false;
  for (const [path, message] of Object.entries(errors ?? {})) {
    const name = path === 'studentBirthDate' ? 'birthMonth' : path;
    if (!fieldNames.includes(name)) continue;
    setError(name as never, { type: 'server', message });
    matched = true;
  }
  return matched;
}
