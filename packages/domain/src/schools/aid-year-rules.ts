import { parseDollarsToCents, roundToWholeDollars } from '../billing/money.js';
import { ELIGIBLE_PROGRAMS } from '../reference/reference.js';

/** Scholarship offering ids of the school aid-year record (1-core §3). */
export const SCHOLARSHIP_OFFERING = { FULL_TUITION: 1, SET_RATE: 2, PUBLIC_RATE: 3, OTHER: 4 } as const;

/** Offerings that need scholarshipAmountOther (1-core §5: offering 3 or 4). */
export function needsScholarshipAmount(offeringId: number | null | undefined): boolean {
  return offeringId === SCHOLARSHIP_OFFERING.PUBLIC_RATE || offeringId === SCHOLARSHIP_OFFERING.OTHER;
}

/** Only an Annual Set-Rate offering carries a set rate. */
export function usesSetRate(offeringId: number | null | undefined): boolean {
  return offeringId === SCHOLARSHIP_OFFERING.SET_RATE;
}

/**
 * Eligible program pairs that exclude each other (1-core §5; issue 3: "2/1, 5/4, 7/6 disable each
 * other"): the "all" kind and its "except" kind — 1 with 2, 4 with 5, 6 with 7.
 */
export const EXCLUSIVE_ELIGIBLE_PROGRAMS: readonly { all: number; except: number }[] = [
  { all: 1, except: 2 },
  { all: 4, except: 5 },
  { all: 6, except: 7 },
];

/** The program a chosen one excludes (its pair's other kind), or null. */
export function excludedEligibleProgram(programId: number): number | null {
  const pair = EXCLUSIVE_ELIGIBLE_PROGRAMS.find((p) => p.all === programId || p.except === programId);
  if (!pair) return null;
  return pair.all === programId ? pair.except : pair.all;
}

/**
 * The eligible program ids the chosen ones disable in the form: choosing either kind of a pair
 * disables the other (choosing 2 disables 1, and choosing 1 disables 2).
 */
export function disabledEligiblePrograms(chosen: readonly number[]): number[] {
  return chosen
    .map(excludedEligibleProgram)
    .filter((id): id is number => id !== null && !chosen.includes(id))
    .sort((a, b) => a - b);
}

/** True when the eligible program kind carries an exception text (kinds 2, 5 and 7). */
export function hasProgramException(programId: number): boolean {
  return ELIGIBLE_PROGRAMS.find((p) => p.id === programId)?.hasException ?? false;
}

/**
 * Largest amount of the record, in cents: less than $10,000,000 (the message says so; cents fit the
 * database's integer).
 */
export const MAX_AMOUNT_CENTS = 999_999_999;

/** Tuition is a whole number of dollars (1-core §5: digits only); the API carries it in cents. */
export function isWholeDollars(cents: number): boolean {
  return cents % 100 === 0;
}

/**
 * Tuition as the form takes it: whole dollars, digits only (1-core §5), in cents; null when blank, NaN
 * when not digits only ("41,000" and "41000.50" are not).
 */
export function tuitionTextToCents(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? parseDollarsToCents(t) : Number.NaN;
}

/** Tuition cents as the form shows them: whole dollars, digits only ("41000"), rounded half up. */
export function tuitionCentsToText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : String(roundToWholeDollars(cents));
}
