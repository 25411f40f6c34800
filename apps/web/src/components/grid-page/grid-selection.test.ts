import { describe, expect, it } from 'vitest';
import { NO_SELECTION, pickSelectedRows } from './grid-selection';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
const byId = (row: { id: number }) => row.id;

describe('pickSelectedRows', () => {
  it('picks nothing from the empty selection', () => {
    expect(pickSelectedRows(rows, NO_SELECTION, byId)).toEqual([]);
  });

  it('picks the included rows in row order', () => {
    expect(pickSelectedRows(rows, { type: 'include', ids: new Set([3, 1]) }, byId)).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });

  it('picks every row but the excluded ones after select-all', () => {
    expect(pickSelectedRows(rows, { type: 'exclude', ids: new Set([2]) }, byId)).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });

  it('drops a selected row that is no longer listed', () => {
    expect(pickSelectedRows(rows.slice(1), { type: 'include', ids: new Set([1]) }, byId)).toEqual([]);
  });
});
