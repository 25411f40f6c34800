import { API_MESSAGES, APPLICATION_STATUS } from '@exchange/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { familyKey } from '../../../lib/endpoint-query';
import { isStaleRecord } from '../../../lib/use-save-mutation';
import {
  addSummerTerm,
  extendEligibility,
  importListQuery,
  importListsKey,
  importRowQuery,
  removeSummerTerm,
} from './imports-api';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

const filters = { appstatus: APPLICATION_STATUS.TRANSFER, aidyear: 0, importstatus: 0 };

/** The list's fetcher as useImportList runs it. */
const fetchImportList = (schoolId: number, f: typeof filters) =>
  importListQuery(schoolId, f).queryFn({ signal: new AbortController().signal });

describe('import list call', () => {
  it("answers the 404's info text as the list having none", async () => {
    const message = 'There are no transfer imports for Alpha University.';
    vi.stubGlobal('fetch', answer(404, { status: 404, message }));
    await expect(fetchImportList(3, filters)).resolves.toEqual({ rows: [], none: message });
  });

  it('answers rows with no "none" text, from a URL made by the contract', async () => {
    const fetchMock = answer(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchImportList(3, filters)).resolves.toEqual({ rows: [], none: null });
    const [path] = fetchMock.mock.calls[0] as unknown as [string];
    expect(path).toBe('/api/import/school/3?appstatus=TRANSFER&aidyear=0&importstatus=0');
  });

  it('passes other failures on', async () => {
    vi.stubGlobal('fetch', answer(500, { status: 500, message: 'boom' }));
    await expect(fetchImportList(3, filters)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it("keys every list and row under the imports family, a list under its school's prefix", () => {
    const list = importListQuery(3, filters).queryKey;
    expect(list).toEqual(['imports', 'listImports', { schoolId: 3 }, filters]);
    expect(list.slice(0, 3)).toEqual(importListsKey(3));
    const row = importRowQuery(9, 3).queryKey;
    expect(row).toEqual(['imports', 'getImportRow', { applicationId: 9, schoolId: 3 }]);
    expect(importRowQuery(9, 3).queryKey.slice(0, 1)).toEqual(familyKey('imports'));
  });
});

describe('eligibility calls (issue 21 item 5)', () => {
  const row = { applicationId: 9, importSchool: 3, version: 4 };

  it.each([
    ['Extend Eligibility', extendEligibility, 'POST', '/api/import/extendeligibility/9?version=4'],
    ['Add Summer Term', addSummerTerm, 'POST', '/api/import/addsummereligibilityused/9/3?version=4'],
    [
      'Remove Summer Term',
      removeSummerTerm,
      'DELETE',
      '/api/import/deletesummereligibilityused/9/3?version=4',
    ],
  ] as const)("%s sends the row's version", async (_name, send, method, url) => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await send(row).catch(() => undefined);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, path]).toEqual([method, url]);
  });

  it('a stale version is the 409 the saves reload on', async () => {
    vi.stubGlobal('fetch', answer(409, { status: 409, message: API_MESSAGES.conflict }));
    const error = await extendEligibility(row).catch((e: unknown) => e);
    expect(isStaleRecord(error)).toBe(true);
  });
});
