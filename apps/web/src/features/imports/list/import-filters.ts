import {
  ACTIVE_AID_YEARS_FILTER_ID,
  ALL_FILTER_ID,
  formatUsDate,
  IMPORT_STATUSES,
  isAwaitingImportDecision,
  isIsoDate,
} from '@exchange/domain';
import {
  type FilterOption,
  listStatusFilterOptions,
  type StatusFilterSpec,
  useApplicationListFilters,
} from '../../../lib/list-filters';

/** The import lists' Application Year choices before the years (§2, §9): All Aid Years is the default. */
export const IMPORT_YEAR_CHOICES: readonly FilterOption[] = [
  { value: ACTIVE_AID_YEARS_FILTER_ID, label: 'Active Aid Years' },
  { value: ALL_FILTER_ID, label: 'All Aid Years' },
];

/**
 * Import Status: All Import Statuses (0, the default, which leaves out Withdrawn, Transferred and
 * Graduated on the server), then every import status, those three included (open-points 11).
 */
export function listImportStatusFilterOptions(): FilterOption[] {
  return listStatusFilterOptions(
    'All Import Statuses',
    IMPORT_STATUSES.map((s) => ({ id: s.id, name: s.importStatus })),
  );
}

const STATUS_FILTER: StatusFilterSpec = {
  param: 'importstatus',
  label: 'Import Status',
  options: listImportStatusFilterOptions(),
};

/** An import list's filters: Application Year, and Import Status on the open and transfer lists. */
export function useImportListFilters(withStatus: boolean) {
  return useApplicationListFilters(IMPORT_YEAR_CHOICES, STATUS_FILTER, withStatus);
}

/**
 * The address's "awaiting a decision" filter of the home page's links (docs/decisions/home.md "Address
 * filters of the lists").
 */
export interface ImportAddressFilter {
  /** ?awaiting=decision: only rows at statuses 1-3 (awaiting the import school's decision). */
  awaitingDecision: boolean;
  /** ?statusbefore=YYYY-MM-DD: only rows whose import status date is before that day. */
  statusBefore: string | null;
}

/** The address parameters of ImportAddressFilter. */
export const IMPORT_ADDRESS_PARAMS = ['awaiting', 'statusbefore'] as const;

/** Reads ImportAddressFilter from the address; a malformed date is ignored. */
export function readImportAddressFilter(params: URLSearchParams): ImportAddressFilter {
  const before = params.get('statusbefore');
  return {
    awaitingDecision: params.get('awaiting') === 'decision',
    statusBefore: before !== null && isIsoDate(before) ? before : null,
  };
}

/** The rows the address filter keeps (all of them when it sets nothing). */
export function filterImportRows<R extends { importStatus: number; importStatusDate: string }>(
  rows: readonly R[],
  filter: ImportAddressFilter,
): readonly R[] {
  if (!filter.awaitingDecision && filter.statusBefore === null) return rows;
  return rows.filter(
    (r) =>
      (!filter.awaitingDecision || isAwaitingImportDecision(r.importStatus)) &&
      (filter.statusBefore === null || r.importStatusDate < filter.statusBefore),
  );
}

/** What the chip says of the address filter, or null when it sets nothing. */
export function describeImportAddressFilter(filter: ImportAddressFilter): string | null {
  const parts = [
    filter.awaitingDecision ? 'awaiting a decision' : null,
    filter.statusBefore ? `status date before ${formatUsDate(filter.statusBefore)}` : null,
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join(', ');
}
