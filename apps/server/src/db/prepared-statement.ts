import type { DbOrTx } from './client.js';

/**
 * A named statement prepared once per database handle: PostgreSQL keeps its plan per connection, so a
 * list read on every request skips parsing and planning. `prepare` builds it the first time a handle
 * asks; the handle's statements go with it.
 */
export function preparedPerDatabase<S>(prepare: (db: DbOrTx) => S): (db: DbOrTx) => S {
  const prepared = new WeakMap<DbOrTx, S>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
