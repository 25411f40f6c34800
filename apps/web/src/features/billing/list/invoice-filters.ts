import {
  type AidYearOption,
  ALL_FILTER_ID,
  type InvoiceRow,
  isPaymentActionEnabled,
  shortAcademicYear,
} from '@exchange/domain';
import { useSearchParams } from 'react-router';
import {
  type FilterOption,
  type ListFilterField,
  pickKnownFilter,
  useFilterParam,
} from '../../../lib/list-filters';
import { useBillingAidYears, useBillingFeeTypes } from '../api/billing-lookups';

/** The Invoices screen's filters; ALL_FILTER_ID (0) means every academic year or fee type. */
export interface InvoiceFilterValues {
  aidYearId: number;
  feeTypeId: number;
  /** ?due=1 (the home page's link): only invoices with an amount due. */
  dueOnly?: boolean;
}

/** The address parameter of the "with an amount due" filter, which has no field of its own. */
export const DUE_PARAM = 'due';

/** True when the address asks for the invoices with an amount due (?due=1). */
export function readDueOnly(params: URLSearchParams): boolean {
  return params.get(DUE_PARAM) === '1';
}

/**
 * Academic Year: "All Academic Years" first (§2: the first option means all), then every aid year,
 * written as the grid writes it ("2026-27").
 */
export function listAcademicYearOptions(years: readonly AidYearOption[]): FilterOption[] {
  return [
    { value: ALL_FILTER_ID, label: 'All Academic Years' },
    ...years.map((y) => ({ value: y.id, label: shortAcademicYear(y.aidyear) })),
  ];
}

/** Fee Type: "All Fee Types" first, then each fee type by its name. */
export function listFeeTypeOptions(types: readonly { id: number; feeType: string }[]): FilterOption[] {
  return [
    { value: ALL_FILTER_ID, label: 'All Fee Types' },
    ...types.map((t) => ({ value: t.id, label: t.feeType })),
  ];
}

/** The rows of the chosen academic year and fee type, in the server's order (open first, newest first). */
export function filterInvoiceRows<R extends Pick<InvoiceRow, 'aidYearId' | 'feeTypeId' | 'invoiceAmountDue'>>(
  rows: readonly R[],
  { aidYearId, feeTypeId, dueOnly = false }: InvoiceFilterValues,
): R[] {
  return rows.filter(
    (r) =>
      (aidYearId === ALL_FILTER_ID || r.aidYearId === aidYearId) &&
      (feeTypeId === ALL_FILTER_ID || r.feeTypeId === feeTypeId) &&
      (!dueOnly || isPaymentActionEnabled(r)),
  );
}

/**
 * The Academic Year and Fee Type filters, kept in the address (?aidyear=, ?feetype=) so a reload or Back
 * keeps them; an address naming an unknown year or type shows everything once the lists are loaded.
 */
export function useInvoiceFilters(): Required<InvoiceFilterValues> & { fields: ListFilterField[] } {
  const years = useBillingAidYears();
  const feeTypes = useBillingFeeTypes();
  const [search] = useSearchParams();
  const [rawYear, setYear] = useFilterParam('aidyear');
  const [rawType, setType] = useFilterParam('feetype');
  const yearOptions = listAcademicYearOptions(years.data ?? []);
  const typeOptions = listFeeTypeOptions(feeTypes.data ?? []);
  const aidYearId = years.isSuccess ? pickKnownFilter(rawYear, yearOptions) : rawYear;
  const feeTypeId = feeTypes.isSuccess ? pickKnownFilter(rawType, typeOptions) : rawType;
  return {
    aidYearId,
    feeTypeId,
    dueOnly: readDueOnly(search),
    fields: [
      { label: 'Academic Year', filter: [aidYearId, setYear, yearOptions] },
      { label: 'Fee Type', filter: [feeTypeId, setType, typeOptions] },
    ],
  };
}
