// How a domain schema's issues land on a form's fields. Kept apart from react-hook-form, so the sign-in
// form (which does without it, see features/auth/sign-in-form-state.ts) shares these rules with every
// other form without downloading the form library.

/** A schema issue as zod reports it. */
export interface SchemaIssue {
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

/** A field's message and the kind of rule that gave it. */
export interface FieldIssue {
  type: string;
  message: string;
}

/** The issues by form path: the first message of a field wins; paths mapped to null are left out. */
export function issuesByField<TForm>(
  issues: readonly SchemaIssue[],
  fieldMap: FieldMap<TForm> | undefined,
  body: unknown,
  values: TForm,
): Record<string, FieldIssue> {
  const byField: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const name = mapFieldPath(issue.path, fieldMap, body, values);
    if (name !== null && !byField[name])
      byField[name] = { type: issue.code ?? 'custom', message: issue.message };
  }
  return byField;
}
