import { type AidYearFormValues, type AidYearSetting, centsToAmountText } from '@exchange/domain';

/** The selector's value for "Add New Aid Year". */
export const NEW_AID_YEAR = 'new';

/** An empty form, for a new aid year. */
export const EMPTY_AID_YEAR: AidYearFormValues = {
  aidyear: '',
  aidyearbegindate: '',
  aidyearenddate: '',
  displaybegindate: '',
  displayenddate: '',
  setRate: '',
};

/** A stored aid year as the form shows it: the set rate in dollars and cents. */
export function aidYearFormValues(aidYear: AidYearSetting | null): AidYearFormValues {
  if (!aidYear) return EMPTY_AID_YEAR;
  return {
    aidyear: aidYear.aidyear,
    aidyearbegindate: aidYear.aidyearbegindate,
    aidyearenddate: aidYear.aidyearenddate,
    displaybegindate: aidYear.displaybegindate,
    displayenddate: aidYear.displayenddate,
    setRate: centsToAmountText(aidYear.setRate),
  };
}

/**
 * The aid year the screen opens on: the one chosen, else the current one (its range holds today), else
 * the earliest that has not ended, else the newest; "Add New Aid Year" when there is none.
 */
export function chooseAidYear(
  aidYears: readonly AidYearSetting[],
  chosen: number | typeof NEW_AID_YEAR | null,
  today: string,
): AidYearSetting | null {
  if (chosen === NEW_AID_YEAR) return null;
  const picked = aidYears.find((y) => y.id === chosen);
  if (picked) return picked;
  const current = aidYears.find((y) => y.aidyearbegindate <= today && today <= y.aidyearenddate);
  const open = aidYears.filter((y) => !y.ended).at(-1);
  return current ?? open ?? aidYears[0] ?? null;
}

/** The selector's text of an aid year: its name, and "(ended)" for a past one. */
export function aidYearOptionLabel(aidYear: AidYearSetting): string {
  return aidYear.ended ? `${aidYear.aidyear} (ended)` : aidYear.aidyear;
}
