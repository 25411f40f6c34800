import type { ZodType } from 'zod';
import * as z from 'zod/mini';
import type { SchoolRightName, TeRightName } from '../access/access-rights.js';
import type { SchoolPermission } from '../roles/school-permissions.js';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error statuses an endpoint can answer, all with the one error shape (`apiErrorSchema`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** What each error status means, as the OpenAPI document says it. */
export const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid input: message is the first problem, errors maps each field to its form message',
  401: 'No session (the app shows "Your session has expired.")',
  402: "The card payment was declined or failed at the payment provider: nothing was charged or recorded; errors.card is the provider's message",
  403: 'The signed-in user may not do this, or must first replace a temporary password',
  404: 'Not found',
  409: 'Conflict: changed by someone else since loaded, or a rule about other records (message says which)',
  413: 'The request body is larger than the server accepts',
  415: 'The request body is not JSON',
  429: 'Too many attempts: wait the Retry-After seconds',
  503: 'The database cannot be reached right now; retry after the Retry-After seconds',
};

/** Which side of an application a staff right is about (2-applications §6). */
export type ApplicationSideName = 'export' | 'import';

/**
 * Who may call an endpoint, decided by the server before the body is read (401, then 403, then 400).
 * Each kind names a rule of the domain; `record` is a rule that needs the stored record (for example the
 * export school of the application in the path) and is looked up by the module that owns the record.
 */
export type EndpointAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'student' }
  /** The student whose record the path parameter names. */
  | { readonly kind: 'ownStudent'; readonly param: string }
  /** The student the path parameter names, or a TE user. */
  | { readonly kind: 'studentReader'; readonly param: string }
  /** The signed-in user's own account (the `id` path parameter); staff only when `staffOnly`. */
  | { readonly kind: 'self'; readonly staffOnly: boolean }
  | { readonly kind: 'teAdmin'; readonly mode: 'read' | 'write' }
  /** A School-screen permission at the school of the path parameter. */
  | {
      readonly kind: 'schoolPermission';
      readonly permission: SchoolPermission;
      readonly mode: 'read' | 'write';
      readonly param: string;
    }
  /** A School-screen permission at some school of the caller (the service checks the body's school). */
  | {
      readonly kind: 'anySchoolPermission';
      readonly permission: SchoolPermission;
      readonly mode: 'read' | 'write';
    }
  /** Viewing or changing one side of applications at the school of the path parameter. */
  | {
      readonly kind: 'applications';
      readonly side: ApplicationSideName;
      readonly right: 'view' | 'edit';
      readonly param: string;
    }
  /**
   * A TE user (students and school users 403); with `right`, one holding that TE right
   * (access/access-rights.ts TE_RIGHTS). `refusal` is the 403's sentence when the spec words one.
   */
  | { readonly kind: 'teUser'; readonly right?: TeRightName; readonly refusal?: string }
  /**
   * A school right (access/access-rights.ts SCHOOL_RIGHTS) at the school a path or query parameter
   * names. A query parameter may be left out for every school ("All Schools"): with `allSchools:
   * 'teOnly'` a TE user's choice, otherwise refused; `zeroIsAllSchools` reads 0 or an empty value as
   * leaving it out. A value that names no school is left to validation (400) for a caller who holds
   * the right at some school, and refused otherwise.
   */
  | {
      readonly kind: 'schoolRight';
      readonly right: SchoolRightName;
      readonly in: 'path' | 'query';
      readonly param: string;
      readonly allSchools?: 'teOnly';
      readonly zeroIsAllSchools?: true;
      readonly refusal?: string;
      readonly allSchoolsRefusal?: string;
    }
  /** A school right at some school of the caller (the service checks the school the body names). */
  | { readonly kind: 'someSchoolRight'; readonly right: SchoolRightName }
  /** A rule over the stored record the path names, looked up by its owning module; `who` says it. */
  | { readonly kind: 'record'; readonly rule: string; readonly who: string };

/**
 * A contract's schema: zod classic in most modules, zod/mini in those the first page loads (a smaller
 * download, the same engine: docs/decisions/platform.md, the sign-in budget). Both parse the same way.
 */
export type ContractSchema = z.ZodMiniType | ZodType;
type Schema = ContractSchema;

/**
 * One endpoint of the API, the single source the server registers its route from, the web calls it
 * through and the OpenAPI document is generated from (docs/architecture.md "The machinery: Contracts and the catalogue").
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  /** Unique, camelCase, verb first: the name a generated client gives the call. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The spec's path, OpenAPI style: `/api/export/{id}`. */
  readonly path: `/api/${string}`;
  /** The area the OpenAPI document groups it under. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: EndpointAccess;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * The body schema depends on who calls (the service picks it and answers 400 in the same shape);
   * `body` then documents the widest form.
   */
  readonly bodyParsedByService?: boolean;
  /** The success answer (200 unless `successStatus`); with 204, `noContentSchema` (no body is sent). */
  readonly response: R;
  readonly successStatus?: 200 | 201 | 204;
  /**
   * The success answer is a file of this media type (a PDF, a spreadsheet), sent as an attachment; the
   * web links to it (`endpointPath`) instead of reading it as JSON. `response` is then `binaryFileSchema`.
   * A list of media types: the query chooses one (a report as CSV or Excel).
   */
  readonly download?: { readonly contentType: string | readonly string[] };
  /**
   * The error answers beyond those the access rule and the platform give (401 for a missing session,
   * 403 for a refused caller, 503 for an unreachable database); 400 is implied by params, query or body,
   * 413 and 415 by a body. 401 and 403 are listed only by a public endpoint that refuses by itself
   * (sign-in: wrong credentials, an untrained TELO).
   */
  readonly errors?: readonly (401 | 402 | 403 | 404 | 409 | 429)[];
  /**
   * A signed-in user whose password is temporary may still make this call (open-points 37: sign-out,
   * the password update, and the session read the password dialog is drawn from). Every other call that
   * needs a session answers 403 for them, before the body is read.
   */
  readonly allowsTemporaryPassword?: true;
}

/** The `response` of a 204 endpoint: nothing is sent, so the client reads no body (undefined). */
export const noContentSchema = z.undefined();

/** Any endpoint, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: a contract of any shape, narrowed where it is used
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Declares an endpoint, keeping its exact schema types for the server's handler and the web client. */
export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  S extends boolean = false,
>(
  endpoint: Endpoint<P, Q, B, R> & { readonly bodyParsedByService?: S },
): Endpoint<P, Q, B, R> & { readonly bodyParsedByService?: S } {
  return endpoint;
}

/** Every error status an endpoint can answer, in ascending order. */
export function errorStatusesOf(endpoint: AnyEndpoint): ErrorStatus[] {
  const codes = new Set<ErrorStatus>([503, ...(endpoint.errors ?? [])]);
  if (endpoint.params || endpoint.query || endpoint.body) codes.add(400);
  // The platform refuses an oversized or non-JSON body before the route sees it.
  if (endpoint.body) for (const code of [413, 415] as const) codes.add(code);
  if (endpoint.access.kind !== 'public') codes.add(401);
  // A signed-in caller is refused by the access rule, or by a temporary password (open-points 37).
  const refusable = endpoint.access.kind !== 'signedIn' || !endpoint.allowsTemporaryPassword;
  if (endpoint.access.kind !== 'public' && refusable) codes.add(403);
  return [...codes].sort((a, b) => a - b);
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type Part<K extends string, S> = S extends Schema ? { [key in K]: InputOf<S> } : { [key in K]?: never };

/** What a caller sends to an endpoint: its path parameters, query and body, each only when it has one. */
export type EndpointInput<E extends AnyEndpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** What an endpoint answers on success, as parsed by its response schema. */
export type EndpointAnswer<E extends AnyEndpoint> = z.output<E['response']>;

/** The endpoint's path with its `{name}` parameters filled in (encoded). */
export function endpointPath(endpoint: AnyEndpoint, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.operationId}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The query string of a call (without `?`): every key whose value is not undefined or null, in the
 * order given; arrays repeat the key. Empty when there is nothing to send.
 */
export function endpointQueryString(query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

/** The URL of a call: path with parameters, then the query string when there is one. */
export function endpointUrl(endpoint: AnyEndpoint, input: { params?: object; query?: object }): string {
  const path = endpointPath(endpoint, input.params as Record<string, string | number> | undefined);
  const search = endpointQueryString(input.query as Record<string, unknown> | undefined);
  return search ? `${path}?${search}` : path;
}
