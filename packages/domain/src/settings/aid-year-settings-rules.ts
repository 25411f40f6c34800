/**
 * The rules of an aid year as Aid Year Settings keeps it (3-billing §4, §5; open-points 32). Days are
 * YYYY-MM-DD, compared as text; `today` is the programme's day (open-points 1).
 */
import { isActiveAidYear } from '../aid-years/aid-years.js';
import { isIsoDate } from '../common/dates.js';
import { SETTINGS_MESSAGES as M } from './settings-messages.js';

/** The six fields of an aid year (3-billing §3 Aid year) without its id. */
export interface AidYearDays {
  aidyearbegindate: string;
  aidyearenddate: string;
  displaybegindate: string;
  displayenddate: string;
}

/** An aid year the overlap rule compares against. */
export interface StoredAidYearRange {
  id: number;
  aidyear: string;
  aidyearbegindate: string;
  aidyearenddate: string;
}

/** A rule's message on the field it is about. */
export interface AidYearProblem {
  field: keyof AidYearDays | 'aidyear';
  message: string;
}

const NAME = /^(\d{4})-(\d{4})$/;

/** The name's problem (open-points 32: "YYYY-YYYY" with consecutive years), or null. */
export function checkAidYearName(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return M.aidYearFormat;
  return Number(match[2]) === Number(match[1]) + 1 ? null : M.aidYearConsecutive;
}

/**
 * The order of the dates (open-points 32): the aid year begins before it ends, and the display begin is on
 * or before the display end. Only dates that are real days are compared.
 */
export function checkAidYearDateOrder(days: AidYearDays): AidYearProblem[] {
  const problems: AidYearProblem[] = [];
  const real = (d: string) => isIsoDate(d);
  if (
    real(days.aidyearbegindate) &&
    real(days.aidyearenddate) &&
    days.aidyearenddate <= days.aidyearbegindate
  )
    problems.push({ field: 'aidyearenddate', message: M.aidYearEndOrder });
  if (real(days.displaybegindate) && real(days.displayenddate) && days.displayenddate < days.displaybegindate)
    problems.push({ field: 'displayenddate', message: M.displayEndOrder });
  return problems;
}

/** 3-billing §4: an aid year can be changed only while its end date is today or later. */
export function isAidYearEditable(aidyearenddate: string, today: string): boolean {
  return isActiveAidYear(aidyearenddate, today);
}

/**
 * open-points 32: applicants and the public pages see an aid year from its display begin date to its
 * display end date, both days included.
 */
export function isAidYearDisplayed(
  aidYear: Pick<AidYearDays, 'displaybegindate' | 'displayenddate'>,
  today: string,
): boolean {
  return aidYear.displaybegindate <= today && today <= aidYear.displayenddate;
}

/** Two aid-year ranges share at least one day (both ends included). */
export function aidYearRangesOverlap(
  a: Pick<AidYearDays, 'aidyearbegindate' | 'aidyearenddate'>,
  b: Pick<AidYearDays, 'aidyearbegindate' | 'aidyearenddate'>,
): boolean {
  return a.aidyearbegindate <= b.aidyearenddate && b.aidyearbegindate <= a.aidyearenddate;
}

/** The first other aid year whose range shares a day with `range` (itself, `selfId`, left out), or null. */
export function findOverlappingAidYear(
  range: Pick<AidYearDays, 'aidyearbegindate' | 'aidyearenddate'>,
  others: readonly StoredAidYearRange[],
  selfId: number | null = null,
): StoredAidYearRange | null {
  return others.find((o) => o.id !== selfId && aidYearRangesOverlap(range, o)) ?? null;
}

/** The overlap refusal naming the other aid year. */
export function aidYearOverlapMessage(other: StoredAidYearRange): string {
  return M.aidYearOverlap(other.aidyear, other.aidyearbegindate, other.aidyearenddate);
}

/**
 * What the server checks of an added or changed aid year beyond its fields' shapes: the end date today or
 * later (a year ending in the past could never be changed again, §4), then no shared day with another
 * aid year's range. A change that keeps the stored range is not checked for overlap: it cannot create
 * one, and rows kept from before the rule stay editable.
 */
export function checkAidYearPlacement(
  days: AidYearDays,
  today: string,
  others: readonly StoredAidYearRange[],
  stored: StoredAidYearRange | null = null,
): AidYearProblem | { overlap: StoredAidYearRange } | null {
  if (days.aidyearenddate < today) return { field: 'aidyearenddate', message: M.aidYearEndPast };
  const sameRange =
    stored !== null &&
    stored.aidyearbegindate === days.aidyearbegindate &&
    stored.aidyearenddate === days.aidyearenddate;
  if (sameRange) return null;
  const overlap = findOverlappingAidYear(days, others, stored?.id ?? null);
  return overlap ? { overlap } : null;
}

/** An aid year name is already taken by another aid year (case and spacing are fixed by the format). */
export function isDuplicateAidYearName(
  name: string,
  others: readonly Pick<StoredAidYearRange, 'id' | 'aidyear'>[],
  selfId: number | null = null,
): boolean {
  return others.some((o) => o.id !== selfId && o.aidyear === name);
}
