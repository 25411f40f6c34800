import { type AidYearOption, ALL_FILTER_ID, APPLICATION_MESSAGES } from '@exchange/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAllAidYears } from './lookups';

/** One choice of a list filter. */
export interface FilterOption {
  value: number;
  label: string;
}

/** A filter's value kept in the address with its setter and its options, "all" first. */
export type ListFilter = [number, (value: number) => void, FilterOption[]];

/** The Application Year filter's name in the address (both application lists). */
export const AID_YEAR_PARAM = 'aidyear';

/**
 * A filter's id from the address: a positive whole number, one of the filter's own non-positive choices
 * (`specials`, e.g. -1 Active Aid Years), else "all" (0).
 */
export function readFilterParam(
  params: URLSearchParams,
  name: string,
  specials: readonly number[] = [],
): number {
  const raw = params.get(name);
  if (raw === null || !/^-?\d{1,9}$/.test(raw)) return ALL_FILTER_ID;
  const value = Number(raw);
  return value > 0 || specials.includes(value) ? value : ALL_FILTER_ID;
}

/** The filter's leading choices ("All Years", "Active Aid Years"...) then every aid year as listed (§9). */
export function listAidYearFilterOptions(
  years: readonly AidYearOption[],
  leading: readonly FilterOption[],
): FilterOption[] {
  return [...leading, ...years.map((y) => ({ value: y.id, label: y.aidyear }))];
}

/** The value when the options hold it, else "all": an address naming an unknown year lists everything. */
export function pickKnownFilter(value: number, options: readonly FilterOption[]): number {
  return options.some((o) => o.value === value) ? value : ALL_FILTER_ID;
}

/** A list filter kept in the address (a reload, a bookmark or Back keeps it); "all" is left out of it. */
export function useFilterParam(
  name: string,
  specials: readonly number[] = [],
): [number, (value: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = readFilterParam(params, name, specials);
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

/** The non-positive choices a filter offers besides the ids (they may stand in the address). */
function specialsOf(options: readonly FilterOption[]): number[] {
  return options.filter((o) => o.value < 0).map((o) => o.value);
}

/**
 * The Application Year filter: its value (an address naming no known year lists every year once the
 * years are loaded), its setter and its options: `leading` first, then every aid year.
 */
export function useAidYearFilter(leading: readonly FilterOption[]): ListFilter {
  const years = useAllAidYears(APPLICATION_MESSAGES.aidYearDataFailed);
  const [raw, setValue] = useFilterParam(AID_YEAR_PARAM, specialsOf(leading));
  const options = listAidYearFilterOptions(years.data ?? [], leading);
  return [years.isSuccess ? pickKnownFilter(raw, options) : raw, setValue, options];
}

/** A filter of fixed options (a status filter) kept in the address under `name`. */
export function useOptionsFilter(name: string, options: FilterOption[]): ListFilter {
  const [raw, setValue] = useFilterParam(name, specialsOf(options));
  return [pickKnownFilter(raw, options), setValue, options];
}

/** A status filter's options: "all" first under its label, then each status by its name. */
export function listStatusFilterOptions(
  allLabel: string,
  statuses: readonly { id: number; name: string }[],
): FilterOption[] {
  return [
    { value: ALL_FILTER_ID, label: allLabel },
    ...statuses.map((s) => ({ value: s.id, label: s.name })),
  ];
}

/** One filter of a list screen: its label and its state. */
export interface ListFilterField {
  label: string;
  filter: ListFilter;
}

/** What an application list's status filter is: its name in the address, its label and its options. */
export interface StatusFilterSpec {
  param: string;
  label: string;
  options: FilterOption[];
}

/**
 * An application list's filters (2-applications §2): Application Year with its leading choices, and
 * the status filter where the list has one (a list without it asks for every status: "all").
 */
export function useApplicationListFilters(
  yearChoices: readonly FilterOption[],
  status: StatusFilterSpec,
  withStatus: boolean,
): { aidyear: number; status: number; fields: ListFilterField[] } {
  const year = useAidYearFilter(yearChoices);
  const statusFilter = useOptionsFilter(status.param, status.options);
  const fields = [{ label: 'Application Year', filter: year }];
  if (withStatus) fields.push({ label: status.label, filter: statusFilter });
  return { aidyear: year[0], status: withStatus ? statusFilter[0] : ALL_FILTER_ID, fields };
}
