import { API_ENDPOINTS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const OPERATION_IDS = new Set(API_ENDPOINTS.map((e) => e.operationId));

/** Sample arguments of the keys that take an operationId rather than ids. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  'reports.page': ['getExportReport', { page: 0 }],
  'reports.stats': ['getExportStatReport', {}],
};

/** Every key of `queryKeys`, functions called with sample ids, by its path in the object. */
function everyKey(node: unknown, path: string): [string, readonly unknown[]][] {
  if (Array.isArray(node)) return [[path, node]];
  if (typeof node === 'function')
    return everyKey((node as (...a: unknown[]) => unknown)(...(SAMPLE_ARGS[path] ?? [1, 2])), path);
  return Object.entries(node as object).flatMap(([k, v]) => everyKey(v, path ? `${path}.${k}` : k));
}

describe('query keys', () => {
  it('name a contract (its operationId) in every key but the feature-wide prefixes', () => {
    const named = everyKey(queryKeys, '')
      .filter(([path]) => !path.endsWith('.all'))
      .map(([path, key]) => [path, key.filter((part) => OPERATION_IDS.has(part as string)).length]);
    expect(named.filter(([, count]) => count !== 1)).toEqual([]);
    expect(named.length).toBeGreaterThan(20);
  });

  it('nest each key of a feature under its prefix, so invalidating the prefix refreshes them', () => {
    expect(queryKeys.imports.row(9, 3).slice(0, 1)).toEqual(queryKeys.imports.all);
    expect(queryKeys.imports.list(3, { appstatus: 'OPEN' }).slice(0, 1)).toEqual(queryKeys.imports.all);
    expect(queryKeys.exports.list(3, {}).slice(0, 1)).toEqual(queryKeys.exports.all);
    expect(queryKeys.students.application(4).slice(0, 1)).toEqual(queryKeys.students.all);
  });
});
