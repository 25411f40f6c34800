import {
  ELIGIBLE_PROGRAMS,
  ENROLLMENT_FEE_TYPES,
  FEE_FREQUENCIES,
  SCHOLARSHIP_OFFERINGS,
  STUDENT_CATEGORIES,
} from '@exchange/domain';
import type { Tx } from '../client.js';
import {
  aidYears,
  schoolAidYearEligiblePrograms,
  schoolAidYearEnrollmentFees,
  schoolAidYearStudentCategories,
  schoolAidYears,
} from '../schema/aid-years.js';
import { catalogueId } from './catalogue.js';
import type { Random } from './random.js';
import type { SeededSchool } from './schools.js';

/** A seeded aid year: id, label and first calendar year (2026 for 2026-2027). */
export interface SeededAidYear {
  id: number;
  aidyear: string;
  firstYear: number;
  setRateCents: number;
}

/**
 * The demo's calendar: the day the seed runs (in the programme time zone) and the first calendar year of
 * the aid year holding it. The demo's aid years and dates follow it, so a seed run on any day obeys the
 * rules of that day (seeded-rows.test.ts).
 */
export interface DemoCalendar {
  today: string;
  currentYear: number;
}

/** The calendar of a seed run on `today` (YYYY-MM-DD): aid years run from 1 July to 30 June. */
export function demoCalendar(today: string): DemoCalendar {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { today, currentYear: month >= 7 ? year : year - 1 };
}

/** First calendar years of the demo aid years: four before the current one to the next one. */
export function demoFirstYears({ currentYear }: DemoCalendar): number[] {
  return [-4, -3, -2, -1, 0, 1].map((d) => currentYear + d);
}

/** The earlier of a day and today, for demo dates that may lie ahead early in an aid year. */
export function notAfterToday(day: string, { today }: DemoCalendar): string {
  return day < today ? day : today;
}

/** Inserts the demo aid years, keyed by first calendar year. */
export async function seedAidYears(tx: Tx, calendar: DemoCalendar): Promise<Map<number, SeededAidYear>> {
  const firstYears = demoFirstYears(calendar);
  const rows = await tx
    .insert(aidYears)
    .values(
      firstYears.map((y, i) => ({
        aidyear: `${y}-${y + 1}`,
        aidyearbegindate: `${y}-07-01`,
        aidyearenddate: `${y + 1}-06-30`,
        displaybegindate: `${y - 1}-10-01`,
        displayenddate: `${y + 1}-06-30`,
        setRateCents: (31_500 + i * 1_150) * 100,
      })),
    )
    .returning({ id: aidYears.id, aidyear: aidYears.aidyear, setRateCents: aidYears.setRateCents });
  return new Map(rows.map((r, i) => [firstYears[i]!, { ...r, firstYear: firstYears[i]! }]));
}

const program = (name: string) => catalogueId(ELIGIBLE_PROGRAMS, name);
const offering = (name: string) => catalogueId(SCHOLARSHIP_OFFERINGS, name);

/**
 * Inserts each school's annual aid-year information with eligible programs, fees and categories.
 * Every fifth school has not yet filled in the newest year, one school opts out of imports for the
 * current year, and some schools' deadlines have passed, so every form state is demonstrable.
 */
export async function seedSchoolAidYears(
  tx: Tx,
  rng: Random,
  schoolList: SeededSchool[],
  years: Map<number, SeededAidYear>,
  { currentYear }: DemoCalendar,
): Promise<void> {
  const records: (typeof schoolAidYears.$inferInsert)[] = [];
  const details: { school: SeededSchool; index: number }[] = [];
  schoolList.forEach((school, index) => {
    const baseTuition = rng.int(26, 62) * 1000;
    for (const year of years.values()) {
      if (year.firstYear === currentYear + 1 && index % 5 === 4) continue;
      const y = year.firstYear;
      const tuitionCents = Math.round(baseTuition * 1.03 ** (y - currentYear + 4)) * 100;
      const kind = index % 7;
      const offeringId =
        kind <= 3
          ? offering('Full Tuition')
          : kind <= 5
            ? offering('Annual Set-Rate')
            : index % 2 === 0
              ? offering('Public Institution Rate')
              : offering('Other');
      const early = index % 5 === 4;
      const fafsa = index % 2 === 0 ? 1 : 0;
      records.push({
        schoolId: school.id,
        aidYearId: year.id,
        optOutImportScholarship: school.slug === 'psi' && y === currentYear ? 1 : 0,
        exportUrl: `https://www.${school.slug}.edu/human-resources/tuition-exchange`,
        importUrl: `https://www.${school.slug}.edu/admissions/tuition-exchange`,
        willExtendTuition: index % 3 === 0 ? 1 : 0,
        acceptMidTermStudents: index % 4 === 3 ? 0 : 1,
        exportDeadline: early ? `${y}-04-01` : `${y}-12-15`,
        importDeadline: early ? `${y}-05-01` : `${y + 1}-01-15`,
        tuitionCents,
        scholarshipOfferingId: offeringId,
        setRateCents: offeringId === offering('Annual Set-Rate') ? year.setRateCents : null,
        scholarshipAmountOtherCents:
          offeringId === offering('Public Institution Rate') || offeringId === offering('Other')
            ? Math.round(tuitionCents * 0.6)
            : null,
        requireFafsa: fafsa,
        pellIncluded: fafsa === 1 && index % 3 !== 1 ? 1 : 0,
        stateGrantIncluded: index % 3 === 0 ? 1 : 0,
        academicScholarshipIncluded: index % 4 === 0 ? 1 : 0,
        talentScholarshipIncluded: index % 5 === 0 ? 1 : 0,
        outsideScholarshipIncluded: index % 6 === 0 ? 1 : 0,
        mustLiveOnCampus: index % 7 === 2 ? 1 : 0,
        percentageAwardOffers: index % 3 === 2 ? null : rng.int(8, 20) * 5,
      });
      details.push({ school, index });
    }
  });
  const inserted = await tx.insert(schoolAidYears).values(records).returning({ id: schoolAidYears.id });

  const programs: (typeof schoolAidYearEligiblePrograms.$inferInsert)[] = [];
  const fees: (typeof schoolAidYearEnrollmentFees.$inferInsert)[] = [];
  const categories: (typeof schoolAidYearStudentCategories.$inferInsert)[] = [];
  inserted.forEach(({ id }, i) => {
    const { school, index } = details[i]!;
    const has = (p: string) => school.programs.includes(p);
    const undergrad = has('Undergraduate');
    if (undergrad && index % 4 === 1) {
      programs.push({
        schoolAidYearId: id,
        eligibleProgramId: program('All undergraduate programs except'),
        eligibleProgramException: 'Nursing, Architecture and the five-year BS/MS Engineering programs',
      });
    } else if (undergrad) {
      programs.push({ schoolAidYearId: id, eligibleProgramId: program('All undergraduate programs') });
    }
    if (has('Study Abroad')) {
      programs.push({
        schoolAidYearId: id,
        eligibleProgramId: program('Off campus or study abroad programs'),
      });
    }
    if (has('Online'))
      programs.push({ schoolAidYearId: id, eligibleProgramId: program('All online programs') });
    if (has('Certificate')) {
      programs.push({
        schoolAidYearId: id,
        eligibleProgramId: program('Certificate programs except'),
        eligibleProgramException: 'Post-baccalaureate pre-medical certificate',
      });
    }
    if (has('Graduate')) {
      programs.push({ schoolAidYearId: id, eligibleProgramId: program("Master's programs") });
      if (index % 2 === 0)
        programs.push({ schoolAidYearId: id, eligibleProgramId: program('Doctoral programs') });
    }
    if (index % 3 === 0) {
      fees.push({
        schoolAidYearId: id,
        feeTypeId: catalogueId(ENROLLMENT_FEE_TYPES, 'Export Application Fee'),
        feeFrequencyId: catalogueId(FEE_FREQUENCIES, 'Annual'),
        amountCents: 5_000,
      });
    }
    if (index % 4 === 2) {
      fees.push({
        schoolAidYearId: id,
        feeTypeId: catalogueId(ENROLLMENT_FEE_TYPES, 'Import Applicant Fee'),
        feeFrequencyId: catalogueId(FEE_FREQUENCIES, 'One-time'),
        amountCents: 7_500,
      });
    }
    const graduate = catalogueId(STUDENT_CATEGORIES, 'Graduate Student');
    for (const c of STUDENT_CATEGORIES) {
      const accepted = c.id === graduate ? has('Graduate') : undergrad && (index % 6 !== 5 || c.id <= 2);
      if (accepted) categories.push({ schoolAidYearId: id, categoryId: c.id });
    }
  });
  await tx.insert(schoolAidYearEligiblePrograms).values(programs);
  if (fees.length) await tx.insert(schoolAidYearEnrollmentFees).values(fees);
  await tx.insert(schoolAidYearStudentCategories).values(categories);
}
