// The planned students' shapes on their own, so student-plans.ts and showcase-plans.ts (which it calls)
// share them without importing each other.
import type { AppPlan } from './application-plans.js';
import type { SeededSchool } from './schools.js';

/** One application of a planned student, with its aid year and schools chosen. */
export interface PlannedApplication extends AppPlan {
  /** First calendar year of the aid year (2026 for 2026-2027). */
  year: number;
  exportSchool: SeededSchool;
  importSchools: SeededSchool[];
  categoryId: number;
  employee: { firstName: string; lastName: string; email: string; title: string; id: string; years: number };
}

/** A demo student account with its student record and applications. */
export interface PlannedStudent {
  email: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  ferpa: number;
  /** Address, phone and birth date exist once the student has applied. */
  details: {
    address: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    birthDate: string;
  } | null;
  applications: PlannedApplication[];
  /** A student of the workflow showcase (showcase-plans.ts), dated by its own random sequence. */
  showcase?: boolean;
}
