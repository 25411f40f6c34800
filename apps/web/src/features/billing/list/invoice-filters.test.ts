import { ALL_FILTER_ID } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { invoiceRowFixture } from '../../../test/invoice-fixture';
import {
  filterInvoiceRows,
  listAcademicYearOptions,
  listFeeTypeOptions,
  readDueOnly,
} from './invoice-filters';

const year = (id: number, aidyear: string) => ({
  id,
  aidyear,
  aidyearbegindate: '',
  aidyearenddate: '',
  aidyearLabel: aidyear,
});

describe('Invoices filters', () => {
  it('offer "all" first, then each academic year as the grid writes it and each fee type', () => {
    expect(listAcademicYearOptions([year(8, '2027-2028'), year(7, '2026-2027')])).toEqual([
      { value: ALL_FILTER_ID, label: 'All Academic Years' },
      { value: 8, label: '2027-28' },
      { value: 7, label: '2026-27' },
    ]);
    expect(listFeeTypeOptions([{ id: 1, feeType: 'Membership Dues' }])).toEqual([
      { value: ALL_FILTER_ID, label: 'All Fee Types' },
      { value: 1, label: 'Membership Dues' },
    ]);
  });

  const rows = [
    invoiceRowFixture({ id: 1, aidYearId: 7, feeTypeId: 1 }),
    invoiceRowFixture({ id: 2, aidYearId: 7, feeTypeId: 2 }),
    invoiceRowFixture({ id: 3, aidYearId: 8, feeTypeId: 2 }),
  ];
  const ids = (list: { id: number }[]) => list.map((r) => r.id);

  it('keep every row, in the server order, while both say all', () => {
    expect(ids(filterInvoiceRows(rows, { aidYearId: ALL_FILTER_ID, feeTypeId: ALL_FILTER_ID }))).toEqual([
      1, 2, 3,
    ]);
  });

  it('keep the rows of the chosen year and fee type', () => {
    expect(ids(filterInvoiceRows(rows, { aidYearId: 7, feeTypeId: ALL_FILTER_ID }))).toEqual([1, 2]);
    expect(ids(filterInvoiceRows(rows, { aidYearId: ALL_FILTER_ID, feeTypeId: 2 }))).toEqual([2, 3]);
    expect(ids(filterInvoiceRows(rows, { aidYearId: 8, feeTypeId: 1 }))).toEqual([]);
  });

  it('keep only the invoices with an amount due for ?due=1 (the home page link)', () => {
    const mixed = [
      invoiceRowFixture({ id: 4, invoiceAmountDue: 0 }),
      invoiceRowFixture({ id: 5, invoiceAmountDue: 12_500 }),
      invoiceRowFixture({ id: 6, invoiceAmountDue: -100 }),
    ];
    const all = { aidYearId: ALL_FILTER_ID, feeTypeId: ALL_FILTER_ID };
    expect(
      ids(filterInvoiceRows(mixed, { ...all, dueOnly: readDueOnly(new URLSearchParams('due=1')) })),
    ).toEqual([5]);
    expect(
      ids(filterInvoiceRows(mixed, { ...all, dueOnly: readDueOnly(new URLSearchParams('due=0')) })),
    ).toEqual([4, 5, 6]);
  });
});
