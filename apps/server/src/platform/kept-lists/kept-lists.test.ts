import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { keptAnswer, keptListCounts, keptLists } from './kept-lists.js';

// The store is keyed by the database handle, so each test passes a handle of its own and shares nothing.
const handle = () => ({}) as DbOrTx;

/** A kind of list over a counter the test moves, counting the reads it makes. */
function source(opts: { name?: string; bytesPerRecord?: number; fail?: () => boolean } = {}) {
  const state = { version: 1, reads: 0 };
  const lists = keptLists({
    name: opts.name ?? 'test',
    version: async () => state.version,
    key: (f: { school: number }) => String(f.school),
    read: async (_db, f) => {
      state.reads++;
      await new Promise((resolve) => setImmediate(resolve));
      if (opts.fail?.()) throw new Error('read failed');
      return [{ school: f.school, read: state.reads }];
    },
    bytesPerRecord: opts.bytesPerRecord ?? 100,
  });
  return { state, lists };
}

describe('kept lists', () => {
  it('shares one read among concurrent readers and reads again when the counter moves', async () => {
    const db = handle();
    const { state, lists } = source();
    const burst = await Promise.all(Array.from({ length: 20 }, () => lists.fresh(db, { school: 1 })));
    expect(state.reads).toBe(1);
    expect(new Set(burst).size).toBe(1);
    expect(await lists.fresh(db, { school: 1 })).toBe(burst[0]);
    state.version++;
    expect((await lists.fresh(db, { school: 1 })).records).toEqual([{ school: 1, read: 2 }]);
    expect(state.reads).toBe(2);
  });

  it('keeps each kind and filter apart, and does not keep a failed read', async () => {
    const db = handle();
    let reads = 0;
    const a = source({ name: 'a', fail: () => ++reads === 1 });
    const b = source({ name: 'b' });
    await expect(a.lists.fresh(db, { school: 1 })).rejects.toThrow('read failed');
    expect((await a.lists.fresh(db, { school: 1 })).records).toEqual([{ school: 1, read: 2 }]);
    await b.lists.fresh(db, { school: 1 });
    await b.lists.fresh(db, { school: 2 });
    expect(b.state.reads).toBe(2);
    expect(a.state.reads).toBe(2);
  });

  it('drops the least recently read lists beyond the memory bound', async () => {
    const db = handle();
    // 100 MB a list: three fit the 256 MB bound, not four.
    const { state, lists } = source({ bytesPerRecord: 100 * 1024 * 1024 });
    for (const school of [1, 2, 3]) await lists.fresh(db, { school });
    await lists.fresh(db, { school: 1 });
    expect(state.reads).toBe(3);
    await lists.fresh(db, { school: 4 });
    await lists.fresh(db, { school: 1 });
    expect(state.reads).toBe(4);
    await lists.fresh(db, { school: 2 });
    expect(state.reads).toBe(5);
  });

  it('counts, per kind, the reads answered from memory and the reads of the list statement (metrics)', async () => {
    const db = handle();
    const a = source({ name: 'a' });
    const b = source({ name: 'b' });
    await Promise.all([1, 2, 3].map(() => a.lists.fresh(db, { school: 1 })));
    a.state.version++;
    await a.lists.fresh(db, { school: 1 });
    await b.lists.fresh(db, { school: 1 });
    const counts = keptListCounts(db);
    // The burst shares one read: one rebuild, two hits; the moved counter makes a second rebuild.
    expect(Object.fromEntries(counts.hits)).toEqual({ a: 2 });
    expect(Object.fromEntries(counts.rebuilds)).toEqual({ a: 2, b: 1 });
    expect({ lists: counts.lists, bytes: counts.bytes }).toEqual({ lists: 2, bytes: 200 });
    expect(keptListCounts(handle())).toMatchObject({ lists: 0, bytes: 0 });
  });

  it('renders an answer once per kind of reader', async () => {
    const { lists } = source();
    const list = await lists.fresh(handle(), { school: 1 });
    let renders = 0;
    const render = () => {
      renders++;
      return JSON.stringify(list.records);
    };
    const first = keptAnswer(list, 'editor', render);
    expect(keptAnswer(list, 'editor', render)).toBe(first);
    expect(keptAnswer(list, 'reader', render)).not.toBe(first);
    expect(renders).toBe(2);
    expect(list.bytes).toBe(100 + 2 * first.json.length);
  });
});
