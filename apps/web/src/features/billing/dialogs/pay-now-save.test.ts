import { billingEndpoints, type InvoiceDetail, type InvoiceRow } from '@exchange/domain';
import { sampleInvoice } from '@exchange/domain/testing';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListAnswer } from '../../../lib/api';
import { endpointKey } from '../../../lib/endpoint-query';
import { invoiceRowFixture } from '../../../test/invoice-fixture';
import { invoiceListQuery, invoicePaymentsQuery, invoiceQuery } from '../api/invoice-queries';
import { putCardPaymentAnswer } from './pay-now-save';

afterEach(() => vi.unstubAllGlobals());

const PAY_NOW = { addPayment: 'hidden', payNow: 'enabled', refund: 'hidden' } as const;
const open = invoiceRowFixture({ id: 41, actions: PAY_NOW });
const other = invoiceRowFixture({ id: 42, invoiceNumber: '2026-000124', actions: PAY_NOW });
/** The invoice as Pay Now answers it: paid in full, Pay Now disabled. */
const paid: InvoiceRow = {
  ...open,
  invoiceAmountPaid: open.amount,
  invoiceAmountDue: 0,
  invoiceAmountRefundable: open.amount,
  paymentDate: '2026-09-01',
  status: 'Paid',
  modifiedDate: '2026-09-01T17:00:00Z',
  actions: { ...PAY_NOW, payNow: 'disabled' },
};
const { school, billingContact } = sampleInvoice();
const detail: InvoiceDetail = { ...open, school, billingContact };
const linesKey = endpointKey('billing', billingEndpoints.listInvoiceLines, { params: { id: open.id } });

/** A cache holding what the Invoices grid and View Invoice read, with nothing watching it. */
function heldCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ListAnswer<InvoiceRow>>(invoiceListQuery(3).queryKey, {
    rows: [other, open],
    none: null,
  });
  queryClient.setQueryData<ListAnswer<InvoiceRow>>(invoiceListQuery(null).queryKey, {
    rows: [open, other],
    none: null,
  });
  queryClient.setQueryData<ListAnswer<InvoiceRow>>(invoiceListQuery(4).queryKey, {
    rows: [],
    none: 'There is no data.',
  });
  queryClient.setQueryData(invoiceQuery(open.id).queryKey, detail);
  queryClient.setQueryData(linesKey, []);
  queryClient.setQueryData(invoicePaymentsQuery(open.id).queryKey, []);
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('a card payment that worked (Pay Now)', () => {
  it('puts the answered row into every invoice list held, in place, without reading a list again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = heldCache();
    await putCardPaymentAnswer(queryClient, { invoice: paid, paymentId: 9, referenceId: '120000000001' });
    expect(queryClient.getQueryData(invoiceListQuery(3).queryKey)).toEqual({
      rows: [other, paid],
      none: null,
    });
    expect(queryClient.getQueryData(invoiceListQuery(null).queryKey)).toEqual({
      rows: [paid, other],
      none: null,
    });
    expect(queryClient.getQueryData(invoiceListQuery(4).queryKey)).toEqual({
      rows: [],
      none: 'There is no data.',
    });
    for (const school of [3, null, 4])
      expect(invalidated(queryClient, invoiceListQuery(school).queryKey)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts it over View Invoice's invoice, keeping its school and billing contact; the lines stay", async () => {
    const queryClient = heldCache();
    await putCardPaymentAnswer(queryClient, { invoice: paid, paymentId: 9, referenceId: '120000000001' });
    expect(queryClient.getQueryData(invoiceQuery(open.id).queryKey)).toEqual({
      ...paid,
      school,
      billingContact,
    });
    expect(invalidated(queryClient, invoiceQuery(open.id).queryKey)).toBe(false);
    expect(invalidated(queryClient, linesKey)).toBe(false);
  });

  it('refreshes only the payments, which the answer does not carry', async () => {
    const queryClient = heldCache();
    await putCardPaymentAnswer(queryClient, { invoice: paid, paymentId: 9, referenceId: '120000000001' });
    expect(invalidated(queryClient, invoicePaymentsQuery(open.id).queryKey)).toBe(true);
    const refreshed = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(refreshed).toEqual([invoicePaymentsQuery(open.id).queryKey]);
  });

  it('makes no invoice of a screen not open', async () => {
    const queryClient = new QueryClient();
    await putCardPaymentAnswer(queryClient, { invoice: paid, paymentId: 9, referenceId: '120000000001' });
    expect(queryClient.getQueryData(invoiceQuery(open.id).queryKey)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
