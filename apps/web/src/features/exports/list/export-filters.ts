import { ALL_FILTER_ID, EXPORT_FILTER_STATUSES, exportStatusName } from '@exchange/domain';
import {
  type FilterOption,
  listStatusFilterOptions,
  type StatusFilterSpec,
  useApplicationListFilters,
} from '../../../lib/list-filters';

/** The export lists' Application Year choices before the years: All Years (0, §9). */
export const EXPORT_YEAR_CHOICES: readonly FilterOption[] = [{ value: ALL_FILTER_ID, label: 'All Years' }];

/** Export Status: All Statuses (0), Awaiting Decision and Export Approved (open-points 11). */
export function listExportStatusFilterOptions(): FilterOption[] {
  return listStatusFilterOptions(
    'All Statuses',
    EXPORT_FILTER_STATUSES.map((id) => ({ id, name: exportStatusName(id) })),
  );
}

const STATUS_FILTER: StatusFilterSpec = {
  param: 'exportstatus',
  label: 'Export Status',
  options: listExportStatusFilterOptions(),
};

/** An export list's filters: Application Year, and Export Status on the open list. */
export function useExportListFilters(withStatus: boolean) {
  return useApplicationListFilters(EXPORT_YEAR_CHOICES, STATUS_FILTER, withStatus);
}
