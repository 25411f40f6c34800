import type { AnyEndpoint, EndpointAnswer, EndpointInput } from '@exchange/domain';
import type { QueryKey } from '@tanstack/react-query';
import { type CallOptions, callEndpoint, callListEndpoint, type ListAnswer } from './api';

/**
 * The families of cached answers: the first part of every query key, so one change refreshes a whole
 * family by its prefix (`familyKey`). An endpoint belongs to one family wherever it is read:
 * - `lookups`: reference lists every screen reads (states, aid years, statuses, fee and payment types);
 *   the aid-year settings refresh them all;
 * - `schools`, `users`, `students`, `exports`, `imports`, `billing`, `reports` (reports, statistics and
 *   enrollment reviews), `settings`, `home`, `training`, `memberSchools`: one feature's answers each;
 * - `system`: the server's clock and the payment gateway's browser config, which no change refreshes.
 */
export const QUERY_FAMILIES = [
  'lookups',
  'schools',
  'users',
  'students',
  'exports',
  'imports',
  'billing',
  'reports',
  'settings',
  'home',
  'training',
  'memberSchools',
  'system',
] as const;
export type QueryFamily = (typeof QUERY_FAMILIES)[number];

/** What of a call's input names its answer: its path parameters and its query (never its body). */
export interface KeyInput {
  params?: object;
  query?: object;
}

/** The prefix of every answer of a family: invalidating it refreshes them all. */
export function familyKey(family: QueryFamily): readonly [QueryFamily] {
  return [family];
}

/**
 * The query key of an endpoint's answer: its family, its contract's operationId, then its path
 * parameters, then its query (an empty query is the call without one). Keys match by prefix, so
 * `endpointKey(family, contract)` covers every call of the endpoint and `endpointKey(family, contract,
 * { params })` every query of those parameters (the invalidation of one school's lists, say).
 */
export function endpointKey(
  family: QueryFamily,
  endpoint: Pick<AnyEndpoint, 'operationId'>,
  input: KeyInput = {},
): QueryKey {
  const query = input.query && Object.keys(input.query).length > 0 ? input.query : undefined;
  const key: unknown[] = [family, endpoint.operationId];
  if (input.params || query) key.push(input.params ?? {});
  if (query) key.push(query);
  return key;
}

/** The operationId a key was built for (its second part), or null for a family prefix. */
export function keyOperationId(key: QueryKey): string | null {
  return typeof key[1] === 'string' ? key[1] : null;
}

/** The path parameters and query a key was built from (`endpointKey`'s third and fourth parts). */
export function keyInput<P extends object = object, Q extends object = object>(
  key: QueryKey,
): { params: Partial<P>; query: Partial<Q> } {
  return { params: (key[2] ?? {}) as Partial<P>, query: (key[3] ?? {}) as Partial<Q> };
}

/** A query's key and fetcher, spread into `useQuery` with the screen's own options. */
export interface EndpointQuery<T> {
  queryKey: QueryKey;
  queryFn(context: { signal: AbortSignal }): Promise<T>;
}

/** The input argument: left out when the endpoint takes none. */
type InputArg<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** A call whose input `InputArg` checked (the rest-tuple form does not narrow inside a generic). */
type Call<T> = (endpoint: AnyEndpoint, input: unknown, options: CallOptions) => Promise<T>;

/** A list endpoint's answer as `callListEndpoint` gives it. */
type ListOf<E extends AnyEndpoint> = ListAnswer<EndpointAnswer<E> extends (infer T)[] ? T : never>;

/**
 * The one way a screen reads an endpoint: the key from the contract and its input (`endpointKey`), the
 * fetcher `callEndpoint` with the same contract and input, so the key can never name another call than
 * the one made: `useQuery({ ...endpointQuery('imports', importEndpoints.getImportRow, input), staleTime: 0 })`.
 */
export function endpointQuery<E extends AnyEndpoint>(
  family: QueryFamily,
  endpoint: E,
  ...[input]: InputArg<E>
): EndpointQuery<EndpointAnswer<E>> {
  return {
    queryKey: endpointKey(family, endpoint, (input ?? {}) as KeyInput),
    queryFn: ({ signal }) =>
      (callEndpoint as unknown as Call<EndpointAnswer<E>>)(endpoint, input, { signal }),
  };
}

/**
 * A list endpoint whose 404 means none match (`callListEndpoint`): the answer is the rows, or none and
 * the server's sentence.
 */
export function endpointListQuery<E extends AnyEndpoint>(
  family: QueryFamily,
  endpoint: E,
  ...[input]: InputArg<E>
): EndpointQuery<ListOf<E>> {
  return {
    queryKey: endpointKey(family, endpoint, (input ?? {}) as KeyInput),
    queryFn: ({ signal }) => (callListEndpoint as unknown as Call<ListOf<E>>)(endpoint, input, { signal }),
  };
}
