import { ACTIVE_AID_YEARS_FILTER_ID, ALL_FILTER_ID, IMPORT_STATUSES } from '@exchange/domain';
import {
  type FilterOption,
  type ListFilter,
  useAidYearFilter,
  useOptionsFilter,
} from '../../lib/list-filters';

/** The Import Status filter's name in the address. */
export const IMPORT_STATUS_PARAM = 'importstatus';

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
  return [
    { value: ALL_FILTER_ID, label: 'All Import Statuses' },
    ...IMPORT_STATUSES.map((s) => ({ value: s.id, label: s.importStatus })),
  ];
}

/** The import lists' Application Year filter: Active Aid Years, All Aid Years, then every aid year. */
export function useImportAidYearFilter(): ListFilter {
  return useAidYearFilter(IMPORT_YEAR_CHOICES);
}

/** The Import Status filter: its value, its setter and its options. */
export function useImportStatusFilter(): ListFilter {
  return useOptionsFilter(IMPORT_STATUS_PARAM, listImportStatusFilterOptions());
}
