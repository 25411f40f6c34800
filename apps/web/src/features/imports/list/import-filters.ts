import { ACTIVE_AID_YEARS_FILTER_ID, ALL_FILTER_ID, IMPORT_STATUSES } from '@exchange/domain';
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
