import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListAnswer } from './api';

/** What the cache update needs of the app's query client (tests pass a real one). */
export type RowCacheClient = Pick<QueryClient, 'getQueriesData' | 'setQueryData' | 'invalidateQueries'>;

/**
 * How a saved row goes back into the cached lists of its family (docs/decisions/forms-and-grids.md
 * "A save puts the answered row into the cache").
 */
export interface SavedRowRule<R> {
  /** The prefix of the lists that may hold the row (one school's lists, say). */
  lists: QueryKey;
  /** True when `a` and `b` are the same row. */
  sameRow(a: R, b: R): boolean;
  /**
   * True when the list under `listKey` may gain or lose the row because it became `saved` (`before`: the
   * row as the cache held it, undefined when no cached list held it). Such a list is fetched again, the
   * server's filter and order being the only truth; every other list holding the row gets `saved` in
   * place, and no other list is touched.
   */
  membershipMayChange(listKey: QueryKey, before: R | undefined, saved: R): boolean;
  /** The row's own query (a detail screen's read of the same shape), written when it is cached. */
  own?: QueryKey;
}

/** The row as the cached lists under `lists` hold it, if one does. */
function cachedRow<R>(client: RowCacheClient, rule: SavedRowRule<R>, saved: R): R | undefined {
  for (const [, answer] of client.getQueriesData<ListAnswer<R>>({ queryKey: rule.lists })) {
    const row = answer?.rows?.find((r) => rule.sameRow(r, saved));
    if (row) return row;
  }
  return undefined;
}

/**
 * Puts the server's answer to a save (the saved row, as the list endpoint shows it) into every cached
 * list page that holds it and into the row's own query, instead of fetching the family again. Only the
 * lists whose membership or order may change (`membershipMayChange`) are invalidated; the answer is
 * awaited so the grid shows the new row before its edit ends.
 */
export async function putSavedRow<R>(client: RowCacheClient, rule: SavedRowRule<R>, saved: R): Promise<void> {
  const before = cachedRow(client, rule, saved);
  const refetch: QueryKey[] = [];
  for (const [key, answer] of client.getQueriesData<ListAnswer<R>>({ queryKey: rule.lists })) {
    if (rule.membershipMayChange(key, before, saved)) {
      refetch.push(key);
      continue;
    }
    if (!answer?.rows?.some((r) => rule.sameRow(r, saved))) continue;
    client.setQueryData<ListAnswer<R>>(key, {
      ...answer,
      rows: answer.rows.map((r) => (rule.sameRow(r, saved) ? saved : r)),
    });
  }
  if (rule.own) {
    const own = rule.own;
    // Only a cached read is written: an entry nobody asked for would be shown as fresh later.
    if (client.getQueriesData({ queryKey: own, exact: true }).some(([, data]) => data !== undefined))
      client.setQueryData(own, saved);
  }
  await Promise.all(refetch.map((queryKey) => client.invalidateQueries({ queryKey, exact: true })));
}
