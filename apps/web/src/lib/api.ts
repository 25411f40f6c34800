import {
  type AnyEndpoint,
  API_MESSAGES,
  apiErrorReadSchema,
  authEndpoints,
  type EndpointAnswer,
  type EndpointInput,
  endpointUrl,
  SESSION_EXPIRES_IN_HEADER,
  UI_MESSAGES,
} from '@exchange/domain';
import { noteSessionAnswer } from './session-clock';

/** A failed API call with the server's status, message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Anything with a zod-like parse, so callers can validate an answer. */
interface Parser<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T> {
  body?: unknown;
  schema?: Parser<T>;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of ending the session (sign-out, for example). */
  skipUnauthorized?: boolean;
}

/**
 * Where the app's requests go: the browser's fetch, or, while the server draws a public page with its
 * data (build/page-with-data.tsx), the server's own answers to the same calls.
 */
const browserFetch: typeof fetch = (input, init) => fetch(input, init);
let send = browserFetch;

/** Sends every request through `through` until the returned function is called. */
export function sendRequestsThrough(through: typeof fetch): () => void {
  send = through;
  return () => {
    send = browserFetch;
  };
}

type UnauthorizedHandler = (error: ApiRequestError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens on any 401 (1-core §8); returns the unregister function. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The sign-in call answers 401 for bad credentials, which is not an expired session. */
const SIGN_IN_PATH = authEndpoints.signIn.path;

function fallbackMessage(status: number): string {
  if (status === 401) return API_MESSAGES.unauthenticated;
  if (status === 403) return API_MESSAGES.forbidden;
  if (status === 404) return API_MESSAGES.notFound;
  if (status === 409) return API_MESSAGES.conflict;
  if (status === 400 || status === 422) return API_MESSAGES.invalidInput;
  return API_MESSAGES.internal;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toError(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorReadSchema.safeParse(body);
  const message = parsed.success && parsed.data.message ? parsed.data.message : fallbackMessage(status);
  return new ApiRequestError(status, message, parsed.success ? parsed.data.errors : undefined);
}

/**
 * Calls the API on the same origin with the session cookie, JSON in and out; a FormData body (a file
 * upload) goes as multipart/form-data, its boundary set by the browser.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await send(path, {
      method,
      headers,
      credentials: 'include',
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(0, UI_MESSAGES.networkFailure);
  }
  // Every answer to a signed-in caller says how long the session has left: the call just slid it.
  noteSessionAnswer(response.headers.get(SESSION_EXPIRES_IN_HEADER));
  const body = await readBody(response);
  if (!response.ok) {
    const error = toError(response.status, body);
    if (response.status === 401 && path !== SIGN_IN_PATH && !options.skipUnauthorized) {
      unauthorizedHandler?.(error);
    }
    throw error;
  }
  return options.schema ? options.schema.parse(body) : (body as T);
}

/** Shorthands for the four verbs. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('DELETE', path, options),
};

/** Failures a second try may cure: the network dropped (status 0) or the server was briefly down (5xx, 503). */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

/** The message to show for a failed call, or the screen's own message when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status !== 0 && error.status < 500) return error.message;
  return fallback;
}

/** A parser for a list answer that checks every item with the domain's item schema. */
export function listOf<T>(item: Parser<T>): Parser<T[]> {
  return {
    parse(value: unknown): T[] {
      if (!Array.isArray(value)) throw new TypeError('Expected a list');
      return value.map((v) => item.parse(v));
    },
  };
}

/** How a call is made, beside what it sends. */
export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'skipUnauthorized'>;

/** The arguments of a call: the input may be left out when the endpoint takes none. */
type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint through its contract (the one typed client): the URL from its path and query, the
 * body as given, and the answer checked with its response schema. Nothing builds a URL by hand.
 */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest(endpoint.method, endpointUrl(endpoint, { params, query }), {
    ...options,
    body,
    schema: endpoint.response as Parser<EndpointAnswer<E>>,
  });
}

/**
 * The address of a download endpoint (a PDF, a spreadsheet) for a link the browser follows itself: the
 * session cookie goes with it and the file arrives as an attachment, which fetch could not hand over.
 */
export function endpointHref<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: object; query?: object };
  return endpointUrl(endpoint, { params, query });
}

/**
 * A list's answer: its rows, or, when nothing matches (the API's 404, docs/decisions.md "Empty lists"),
 * no rows and the server's info text to show ("There are no imports for {school}."); `none` is null
 * when rows were answered.
 */
export interface ListAnswer<T> {
  rows: T[];
  none: string | null;
}

/** Calls a list endpoint whose 404 means none match (the one empty-list contract). */
export async function callListEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<ListAnswer<EndpointAnswer<E> extends (infer T)[] ? T : never>> {
  try {
    return { rows: await callEndpoint(endpoint, ...args), none: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { rows: [], none: error.message };
    throw error;
  }
}
