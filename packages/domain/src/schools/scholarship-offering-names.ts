import { SCHOLARSHIP_OFFERINGS } from '../reference/reference.js';
import { SCHOLARSHIP_OFFERING } from './aid-year-rules.js';

/**
 * The scholarship offering as reports and the public pages name it (3-billing §9; open-points 42): 1 Full
 * Tuition, 2 Annual Set Rate, any other offering Other. The aid-year form keeps the four names of 1-core
 * (the SCHOLARSHIP_OFFERINGS catalogue: Full Tuition, Annual Set-Rate, Public Institution Rate, Other).
 */

/** The kinds of scholarship offering the public search filters by (3-billing §9). */
export const SCHOLARSHIP_OFFERING_KINDS = ['fullTuition', 'annualSetRate', 'other'] as const;
export type ScholarshipOfferingKind = (typeof SCHOLARSHIP_OFFERING_KINDS)[number];

/** The name of each kind: 1 Full Tuition, 2 Annual Set Rate, otherwise Other. */
export const SCHOLARSHIP_OFFERING_LABELS: Record<ScholarshipOfferingKind, string> = {
  fullTuition: 'Full Tuition',
  annualSetRate: 'Annual Set Rate',
  other: 'Other',
};

/** The kind of an offering id (3-billing §9); null when the school named none. */
export function scholarshipOfferingKind(id: number | null | undefined): ScholarshipOfferingKind | null {
  if (id === null || id === undefined) return null;
  if (id === SCHOLARSHIP_OFFERING.FULL_TUITION) return 'fullTuition';
  if (id === SCHOLARSHIP_OFFERING.SET_RATE) return 'annualSetRate';
  return 'other';
}

/** The name reports and the public pages show for an offering id; null when the school named none. */
export function scholarshipOfferingName(id: number | null | undefined): string | null {
  const kind = scholarshipOfferingKind(id);
  return kind === null ? null : SCHOLARSHIP_OFFERING_LABELS[kind];
}

/** Every offering of the catalogue with the name reports show for it (a report's SQL is built from it). */
export function reportedScholarshipOfferingNames(): { id: number; name: string }[] {
  return SCHOLARSHIP_OFFERINGS.map((o) => ({ id: o.id, name: scholarshipOfferingName(o.id)! }));
}
