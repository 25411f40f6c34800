import { expect } from 'vitest';
import type { TestContext } from './app.js';

/**
 * A web form's react-hook-form resolver, typed loosely (the server does not depend on react-hook-form):
 * what the browser runs before anything is sent.
 */
export type WebResolver<TForm> = (
  values: TForm,
  context: undefined,
  options: never,
) => { errors: object } | Promise<{ errors: object }>;

/** The call a form makes with its values: the body (or path, for forms sending a parameter) it would send. */
export interface FormRequest {
  method: 'POST' | 'PUT';
  url: string;
  /** A JSON body. */
  payload?: unknown;
  /** A body that is not JSON (a file upload's multipart/form-data), sent as is. */
  raw?: { payload: Buffer; contentType: string };
}

/**
 * One row of a form-messages table: a form of the portal, invalid values typed into it, and the call the
 * form would make with them. The browser's text is what the form's own resolver says for the values;
 * the API's is the `errors` map of its 400 answer, put on the form's fields by the form's own map.
 */
export interface FormMessageCase<TForm> {
  /** The form and what is wrong with the values. */
  name: string;
  /** Who fills the form in (a demo account's email); nobody for the public forms. */
  as?: string;
  /** The form's resolver exactly as the web form builds it (or its domain schema through `formResolver`). */
  resolver: WebResolver<TForm>;
  values: TForm;
  request(values: TForm): FormRequest;
  /** The status the API refuses the values with: 400 by default (413 for a file over the limit). */
  status?: number;
  /** A body path of the answer as the form names it (null: the form shows it elsewhere); as is by default. */
  fieldOf?(path: readonly string[], values: TForm): string | null;
  /**
   * Where a browser message is compared (null: a field the form never sends, such as a confirmation);
   * the form's field by default. A form showing one body field in parts (the birth date) names it once.
   */
  browserFieldOf?(field: string): string | null;
}

/** Any row of a table, whatever its form's values. */
// biome-ignore lint/suspicious/noExplicitAny: a table holds the rows of many forms, each typed by its own.
export type AnyFormMessageCase = FormMessageCase<any>;

/** Helps a table keep each row typed by its form's values. */
export const formCase = <TForm>(row: FormMessageCase<TForm>): FormMessageCase<TForm> => row;

/** The messages of a react-hook-form errors tree by dotted field path (`root` is the form's, not a field's). */
export function flattenFieldErrors(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (prefix === '' && key === 'root') continue;
    if (node === null || typeof node !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') out[path] = message;
    else Object.assign(out, flattenFieldErrors(node, path));
  }
  return out;
}

/** What the browser shows for the row's values: the form's resolver, as react-hook-form calls it. */
export async function browserMessages<TForm>(row: FormMessageCase<TForm>): Promise<Record<string, string>> {
  const { errors } = await row.resolver(row.values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never);
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(flattenFieldErrors(errors))) {
    const compared = row.browserFieldOf ? row.browserFieldOf(field) : field;
    if (compared !== null) out[compared] ??= message;
  }
  return out;
}

/** What the API answers for the same values, on the form's fields. */
export async function apiMessages<TForm>(
  t: TestContext,
  cookieOf: CookieOf,
  row: FormMessageCase<TForm>,
): Promise<Record<string, string>> {
  const { method, url, payload, raw } = row.request(row.values);
  const cookie = row.as ? cookieOf(row.as) : undefined;
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(raw ? { 'content-type': raw.contentType } : {}) },
    ...(raw
      ? { payload: raw.payload }
      : payload === undefined
        ? {}
        : { payload: JSON.parse(JSON.stringify(payload)) }),
  });
  expect(res.statusCode, `${row.name}: ${res.body}`).toBe(row.status ?? 400);
  const errors = (res.json() as { errors?: Record<string, string> }).errors ?? {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    const field = row.fieldOf ? row.fieldOf(parts, row.values) : path;
    if (field !== null) out[field] ??= message;
  }
  return out;
}

/** The session cookie of whoever a row fills its form in as. */
export type CookieOf = (as: string) => string | undefined;

/** Signs in once as every demo account the table's rows fill their forms in as. */
export async function signInAll(t: TestContext, rows: readonly AnyFormMessageCase[]): Promise<CookieOf> {
  const cookies = new Map<string, string>();
  for (const email of new Set(rows.flatMap((r) => (r.as ? [r.as] : [])))) {
    cookies.set(email, await t.signIn(email));
  }
  return (as) => cookies.get(as);
}

/**
 * The check of one row: the browser shows a message for these values, and the API's field messages for
 * the same values are exactly the browser's, field by field.
 */
export async function expectSameMessages<TForm>(
  t: TestContext,
  cookieOf: CookieOf,
  row: FormMessageCase<TForm>,
): Promise<void> {
  const browser = await browserMessages(row);
  expect(Object.keys(browser), `${row.name}: the browser shows no message`).not.toHaveLength(0);
  expect(await apiMessages(t, cookieOf, row), row.name).toEqual(browser);
}
