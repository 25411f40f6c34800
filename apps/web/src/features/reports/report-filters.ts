import {
  type AidYearOption,
  ALL_FILTER_ID,
  type ReportDefinition,
  type ReportFilterName,
} from '@exchange/domain';
import { type FilterOption, listStatusFilterOptions, pickKnownFilter } from '../../lib/list-filters';
import { hasFilter, REPORT_ID_FILTERS, type ReportAddress, type ReportIdFilter } from './report-address';
import {
  useReportAidYears,
  useReportExportStatuses,
  useReportFeeTypes,
  useReportImportStatuses,
  useReportPrograms,
} from './report-lookups';

/** Each filter's label (3-billing §2: "an Application Year filter"). */
export const REPORT_FILTER_LABELS: Record<ReportFilterName, string> = {
  aidYear: 'Application Year',
  applicationStatus: 'Application Status',
  exportStatus: 'Export Status',
  importStatus: 'Import Status',
  feeType: 'Fee Type',
  program: 'Exchange Program',
  timeFrame: 'Time Frame',
  signOff: 'Sign-off',
};

/** The first choice of the status filters (3-billing §2), id 0 or none. */
export const ALL_STATUSES_LABEL = 'All Statuses';

/** Each id filter's first choice, id 0 (3-billing §2: "All Statuses", "All Fee Types", "All Programs"). */
export const ALL_CHOICE_LABELS: Record<ReportIdFilter, string> = {
  aidYear: 'All Years',
  exportStatus: ALL_STATUSES_LABEL,
  importStatus: ALL_STATUSES_LABEL,
  feeType: 'All Fee Types',
  program: 'All Programs',
};

/** An id filter's choices: its "All …" (0) first, then the list in the server's order. */
export function listReportFilterOptions(
  name: ReportIdFilter,
  items: readonly { id: number; name: string }[],
): FilterOption[] {
  return listStatusFilterOptions(ALL_CHOICE_LABELS[name], items);
}

/** The lists behind the filters, each undefined until it has loaded. */
export type ReportFilterLists = Partial<Record<ReportIdFilter, readonly FilterOption[]>>;

/**
 * The filters the query uses: an id the address names but a loaded list does not hold reads as "All …",
 * as the application lists do (a stale bookmark shows every row instead of none).
 */
export function effectiveReportAddress(address: ReportAddress, lists: ReportFilterLists): ReportAddress {
  const filters = { ...address.filters };
  for (const name of REPORT_ID_FILTERS) {
    const options = lists[name];
    if (options) filters[name] = pickKnownFilter(filters[name], options);
  }
  return { ...address, filters };
}

/** One id filter of the screen: its label, value and choices. */
export interface ReportFilterField {
  name: ReportIdFilter;
  label: string;
  value: number;
  options: readonly FilterOption[];
}

const named = <T extends { id: number }>(items: readonly T[] | undefined, name: (item: T) => string) =>
  items?.map((item) => ({ id: item.id, name: name(item) }));

/**
 * The id filters a report offers, with their lists read from the shared lookups (only those the report
 * offers), and the address as the query should use it.
 */
export function useReportFilters(
  def: Pick<ReportDefinition, 'filters'>,
  address: ReportAddress,
): { fields: ReportFilterField[]; effective: ReportAddress } {
  const years = useReportAidYears(hasFilter(def, 'aidYear'));
  const exportStatuses = useReportExportStatuses(hasFilter(def, 'exportStatus'));
  const importStatuses = useReportImportStatuses(hasFilter(def, 'importStatus'));
  const feeTypes = useReportFeeTypes(hasFilter(def, 'feeType'));
  const programs = useReportPrograms(hasFilter(def, 'program'));
  const items: Record<ReportIdFilter, { id: number; name: string }[] | undefined> = {
    aidYear: named(years.data, (y: AidYearOption) => y.aidyear),
    exportStatus: named(exportStatuses.data, (s) => s.exportStatus),
    importStatus: named(importStatuses.data, (s) => s.importStatus),
    feeType: named(feeTypes.data, (t) => t.feeType),
    program: named(programs.data, (p) => p.participationName),
  };
  const lists: ReportFilterLists = {};
  const fields: ReportFilterField[] = [];
  for (const name of REPORT_ID_FILTERS) {
    if (!hasFilter(def, name)) continue;
    const loaded = items[name];
    const options = listReportFilterOptions(name, loaded ?? []);
    if (loaded) lists[name] = options;
    fields.push({ name, label: REPORT_FILTER_LABELS[name], value: address.filters[name], options });
  }
  const effective = effectiveReportAddress(address, lists);
  for (const field of fields) field.value = effective.filters[field.name] ?? ALL_FILTER_ID;
  return { fields, effective };
}
