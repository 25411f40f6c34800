import { ALL_FILTER_ID, EXPORT_FILTER_STATUSES, exportStatusName } from '@exchange/domain';
import {
  type FilterOption,
  type ListFilter,
  useAidYearFilter,
  useOptionsFilter,
} from '../../lib/list-filters';

/** The Export Status filter's name in the address. */
export const EXPORT_STATUS_PARAM = 'exportstatus';

/** The export lists' Application Year choices before the years: All Years (0, §9). */
export const EXPORT_YEAR_CHOICES: readonly FilterOption[] = [{ value: ALL_FILTER_ID, label: 'All Years' }];

/** Export Status: All Statuses (0), Awaiting Decision and Export Approved (open-points 11). */
export function listExportStatusFilterOptions(): FilterOption[] {
  return [
    { value: ALL_FILTER_ID, label: 'All Statuses' },
    ...EXPORT_FILTER_STATUSES.map((id) => ({ value: id, label: exportStatusName(id) })),
  ];
}

/** The export lists' Application Year filter: All Years, then every aid year. */
export function useExportAidYearFilter(): ListFilter {
  return useAidYearFilter(EXPORT_YEAR_CHOICES);
}

/** The Export Status filter of the open list: its value, its setter and its options. */
export function useExportStatusFilter(): ListFilter {
  return useOptionsFilter(EXPORT_STATUS_PARAM, listExportStatusFilterOptions());
}
