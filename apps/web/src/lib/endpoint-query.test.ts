import { billingEndpoints, exportEndpoints, importEndpoints, studentEndpoints } from '@exchange/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  endpointKey,
  endpointListQuery,
  endpointQuery,
  familyKey,
  keyInput,
  keyOperationId,
} from './endpoint-query';

afterEach(() => vi.unstubAllGlobals());

const signal = new AbortController().signal;

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('endpointKey', () => {
  it("is the family, the contract's operationId, its path parameters, then its query", () => {
    const row = { params: { applicationId: 9, schoolId: 3 } };
    expect(endpointKey('imports', importEndpoints.getImportRow, row)).toEqual([
      'imports',
      'getImportRow',
      { applicationId: 9, schoolId: 3 },
    ]);
    expect(
      endpointKey('exports', exportEndpoints.listExports, { params: { schoolId: 3 }, query: { aidyear: 0 } }),
    ).toEqual(['exports', 'listExports', { schoolId: 3 }, { aidyear: 0 }]);
    expect(endpointKey('billing', billingEndpoints.listInvoices, { query: { schoolid: 4 } })).toEqual([
      'billing',
      'listInvoices',
      {},
      { schoolid: 4 },
    ]);
  });

  it('reads an empty query as none, so two screens reading the same call share one entry', () => {
    const id = { params: { id: 4 } };
    expect(endpointKey('students', studentEndpoints.getApplication, { ...id, query: {} })).toEqual(
      endpointKey('students', studentEndpoints.getApplication, id),
    );
  });

  it('nests: the endpoint, then its parameters, are prefixes of every query under them', () => {
    const list = endpointKey('imports', importEndpoints.listImports, {
      params: { schoolId: 3 },
      query: { appstatus: 'OPEN' },
    });
    const school = { params: { schoolId: 3 } };
    expect(list.slice(0, 3)).toEqual(endpointKey('imports', importEndpoints.listImports, school));
    expect(list.slice(0, 2)).toEqual(endpointKey('imports', importEndpoints.listImports));
    expect(list.slice(0, 1)).toEqual(familyKey('imports'));
    expect(keyOperationId(list)).toBe('listImports');
    expect(keyInput(list)).toEqual({ params: { schoolId: 3 }, query: { appstatus: 'OPEN' } });
  });
});

describe('endpointQuery', () => {
  it("fetches the contract's URL with the input the key was built from, and checks the answer", async () => {
    const fetchMock = answer(200, []);
    vi.stubGlobal('fetch', fetchMock);
    const query = endpointQuery('billing', billingEndpoints.listInvoicePayments, { params: { id: 12 } });
    expect(query.queryKey).toEqual(['billing', 'listInvoicePayments', { id: 12 }]);
    await expect(query.queryFn({ signal })).resolves.toEqual([]);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, path]).toEqual(['GET', '/api/invoice/12/listpayment']);
  });

  it("a list query answers the 404's sentence as no rows", async () => {
    vi.stubGlobal('fetch', answer(404, { status: 404, message: 'There are no exports for Alpha.' }));
    const query = endpointListQuery('exports', exportEndpoints.listExports, {
      params: { schoolId: 3 },
      query: { appstatus: 'OPEN', aidyear: 0, exportstatus: 0 },
    });
    const none = 'There are no exports for Alpha.';
    await expect(query.queryFn({ signal })).resolves.toEqual({ rows: [], none });
  });

  it('a family prefix invalidates every answer of the family and nothing else', async () => {
    const client = new QueryClient();
    const importList = endpointKey('imports', importEndpoints.listImports, { params: { schoolId: 3 } });
    const importRow = endpointKey('imports', importEndpoints.getImportRow, {
      params: { applicationId: 9, schoolId: 3 },
    });
    const exportList = endpointKey('exports', exportEndpoints.listExports, { params: { schoolId: 3 } });
    for (const key of [importList, importRow, exportList]) client.setQueryData(key, { rows: [], none: null });
    await client.invalidateQueries({ queryKey: familyKey('imports') });
    const states = [importList, importRow, exportList].map((key) => client.getQueryState(key)?.isInvalidated);
    expect(states).toEqual([true, true, false]);
  });
});
