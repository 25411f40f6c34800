import {
  type AidYearOption,
  ALL_FILTER_ID,
  APPLICATION_MESSAGES,
  EXPORT_FILTER_STATUSES,
  exportStatusName,
} from '@exchange/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAllAidYears } from '../../lib/lookups';

/** One choice of a list filter. */
export interface FilterOption {
  value: number;
  label: string;
}

/** The filters' names in the address: a reload, a bookmark or Back keeps them. */
export const FILTER_PARAMS = { aidYear: 'aidyear', exportStatus: 'exportstatus' } as const;
type FilterParam = (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS];

/** A filter's id from the address: a positive whole number, else "all" (0). */
export function readFilterParam(params: URLSearchParams, name: FilterParam): number {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return ALL_FILTER_ID;
  return Number(raw);
}

/** Application Year: All Years (0), then every aid year as the lookup lists them (§9). */
export function listAidYearFilterOptions(years: readonly AidYearOption[]): FilterOption[] {
  return [
    { value: ALL_FILTER_ID, label: 'All Years' },
    ...years.map((y) => ({ value: y.id, label: y.aidyear })),
  ];
}

/** Export Status: All Statuses (0), Awaiting Decision and Export Approved (open-points 11). */
export function listExportStatusFilterOptions(): FilterOption[] {
  return [
    { value: ALL_FILTER_ID, label: 'All Statuses' },
    ...EXPORT_FILTER_STATUSES.map((id) => ({ value: id, label: exportStatusName(id) })),
  ];
}

/** The value when the options hold it, else "all": an address naming an unknown year lists everything. */
export function pickKnownFilter(value: number, options: readonly FilterOption[]): number {
  return options.some((o) => o.value === value) ? value : ALL_FILTER_ID;
}

/** A list filter kept in the address; setting "all" removes it from there. */
export function useFilterParam(name: FilterParam): [number, (value: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = readFilterParam(params, name);
  const setValue = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === ALL_FILTER_ID) updated.delete(name);
          else updated.set(name, String(next));
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, setValue];
}

/**
 * The Application Year filter: its value (an address naming no known year lists every year once the
 * years are loaded), its setter and its options.
 */
export function useAidYearFilter(): [number, (value: number) => void, FilterOption[]] {
  const years = useAllAidYears(APPLICATION_MESSAGES.aidYearDataFailed);
  const [raw, setValue] = useFilterParam(FILTER_PARAMS.aidYear);
  const options = listAidYearFilterOptions(years.data ?? []);
  return [years.isSuccess ? pickKnownFilter(raw, options) : raw, setValue, options];
}

/** The Export Status filter of the open list: its value, its setter and its options. */
export function useExportStatusFilter(): [number, (value: number) => void, FilterOption[]] {
  const [raw, setValue] = useFilterParam(FILTER_PARAMS.exportStatus);
  const options = listExportStatusFilterOptions();
  return [pickKnownFilter(raw, options), setValue, options];
}
