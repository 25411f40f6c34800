/** Aid-year rules shared by the school and student sides (1-core §9, 2-applications §9). Dates are YYYY-MM-DD;
 * `today` is the programme's day (toProgramDay, open-points 1). */

/** An aid year is offered to schools and applicants while its end date is today or later. */
export function isActiveAidYear(endDate: string, today: string): boolean {
  return endDate >= today;
}

/** The current aid year is the one whose range includes today. */
export function isCurrentAidYear(beginDate: string, endDate: string, today: string): boolean {
  return beginDate <= today && today <= endDate;
}

/** The application year label: '{aidyear} (Enrolling Fall {first year} or Spring {second year})'. */
export function aidYearLabel(aidyear: string): string {
  const [first = '', second = ''] = aidyear.split('-');
  return `${aidyear} (Enrolling Fall ${first} or Spring ${second})`;
}

/** A deadline has passed once its day is over: the deadline day itself still counts. */
export function isDeadlinePassed(deadline: string | null | undefined, today: string): boolean {
  return !!deadline && deadline < today;
}
