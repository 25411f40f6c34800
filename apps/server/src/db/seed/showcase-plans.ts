import { APPLICATION_STATUS, EXPORT_STATUS, STUDENT_CATEGORIES } from '@exchange/domain';
import type { AppPlan } from './application-plans.js';
import { catalogueId } from './catalogue.js';
import type { SeededSchool } from './schools.js';
import type { PlannedApplication, PlannedStudent } from './student-plan-types.js';

const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const E = EXPORT_STATUS;

/** A showcase application: the plan, who exports it, and which school holds each import row. */
interface ShowcaseApplication extends AppPlan {
  exporter: string;
  /** School slugs, in the order of `imports`; 'focus' is the showcased school. */
  schools: string[];
}

/** One showcase student: a last name (the first names follow the focus school) and the applications. */
interface ShowcaseStudent {
  lastName: string;
  applications: ShowcaseApplication[];
}

/**
 * The workflow as the import school `focus` lives it (issue 21): a row at every import status across
 * its OPEN, TRANSFER and CLOSED lists, a student on leave, one with an extended eligibility, one with a
 * summer term, transfers enrolled in both directions, and exports of every status from `exporter`
 * (read by multi@beta.edu at Gamma). Each state is one the product reaches (open-points 3, 4, 6, 7, 8);
 * enrolments lie in a past aid year so the 15 August rule holds on any day the seed runs.
 */
function showcaseOf(exporter: string, other: string, third: string): ShowcaseStudent[] {
  const app = (plan: Omit<ShowcaseApplication, 'exporter'>): ShowcaseApplication => ({ exporter, ...plan });
  const approved = { exportStatus: E.EXPORT_APPROVED } as const;
  /**
   * A student with one application: unless it says otherwise, current-year, OPEN, export approved, with a
   * row at the focus school and one at `other`.
   */
  const one = (lastName: string, plan: Partial<Omit<ShowcaseApplication, 'exporter'>>): ShowcaseStudent => ({
    lastName,
    applications: [
      app({
        yearsFromCurrent: 0,
        appStatus: OPEN,
        ...approved,
        imports: [],
        schools: ['focus', other],
        ...plan,
      }),
    ],
  });
  return [
    // The OPEN list: one application per status the school sets.
    one('Awaiting', { exportStatus: E.AWAITING_DECISION, imports: [1, 1] }),
    one('Pending', { imports: [2, 3] }),
    one('Reviewing', { imports: [3, 2] }),
    one('Approved', { imports: [4, 9] }),
    one('Enrolled', { yearsFromCurrent: -1, imports: [5, 9], extended: true, summerTerm: true }),
    one('Notapplied', { imports: [6, 4] }),
    one('Notenrolled', { imports: [7, 3] }),
    one('Deniedother', { imports: [8, 2] }),
    one('Declined', { imports: [9, 4] }),
    one('Onleave', { yearsFromCurrent: -1, imports: [11, 7], summerTerm: false }),
    // No Longer Eligible: the enrolled row stays until the school records Withdrawn; the rest are denied.
    one('Noteligible', {
      yearsFromCurrent: -2,
      exportStatus: E.NO_LONGER_ELIGIBLE,
      imports: [5, 8],
      summerTerm: false,
    }),
    // The TRANSFER list: the old application stays OPEN until a new school enrols the student.
    {
      lastName: 'Transferring',
      applications: [
        app({
          yearsFromCurrent: -1,
          appStatus: OPEN,
          ...approved,
          imports: [5],
          schools: [other],
          summerTerm: false,
        }),
        app({
          yearsFromCurrent: 0,
          appStatus: TRANSFER,
          ...approved,
          imports: [2, 3],
          schools: ['focus', third],
        }),
      ],
    },
    {
      lastName: 'Transferapproved',
      applications: [
        app({
          yearsFromCurrent: -1,
          appStatus: OPEN,
          ...approved,
          imports: [5],
          schools: [third],
          summerTerm: false,
        }),
        app({ yearsFromCurrent: 0, appStatus: TRANSFER, ...approved, imports: [4], schools: ['focus'] }),
      ],
    },
    // A transfer the school enrolled: the old application closed with its row there Transferred.
    {
      lastName: 'Transferredin',
      applications: [
        app({ yearsFromCurrent: -2, appStatus: CLOSED, ...approved, imports: [12], schools: [other] }),
        app({
          yearsFromCurrent: -1,
          appStatus: TRANSFER,
          ...approved,
          imports: [5],
          schools: ['focus'],
          summerTerm: false,
        }),
      ],
    },
    // The CLOSED list.
    {
      lastName: 'Transferredout',
      applications: [
        app({
          yearsFromCurrent: -2,
          appStatus: CLOSED,
          ...approved,
          imports: [12, 9],
          schools: ['focus', third],
        }),
        app({
          yearsFromCurrent: -1,
          appStatus: TRANSFER,
          ...approved,
          imports: [5],
          schools: [other],
          summerTerm: false,
        }),
      ],
    },
    one('Exportdenied', { appStatus: CLOSED, exportStatus: E.DENIED_MIN_REQS, imports: [1, 1] }),
    one('Withdrawn', { yearsFromCurrent: -2, appStatus: CLOSED, imports: [10, 9] }),
    one('Graduated', { yearsFromCurrent: -4, appStatus: CLOSED, imports: [13, 9] }),
    one('Ineligible', {
      yearsFromCurrent: -1,
      appStatus: CLOSED,
      exportStatus: E.NO_LONGER_ELIGIBLE,
      imports: [8, 10],
    }),
  ];
}

/** The showcased import schools: the demo liaison officers' (telo@alpha.edu; multi@beta.edu and newtelo@gamma.edu at Gamma). */
const SHOWCASES = [
  { focus: 'alpha', exporter: 'gamma', other: 'lambda', third: 'rho', firstName: 'Ada' },
  { focus: 'gamma', exporter: 'beta', other: 'nu', third: 'tau', firstName: 'Gus' },
] as const;

const STREETS = ['Elm Street', 'Oak Lane', 'Birch Road', 'Cedar Court'];

/**
 * The showcase students of every showcased school. Their names say what they show ("Ada Enrolled",
 * "Gus Onleave"), so the README's demo table and a new user can find them.
 */
export function planShowcaseStudents(
  schools: Map<string, SeededSchool>,
  currentYear: number,
): PlannedStudent[] {
  const school = (slug: string) => schools.get(slug)!;
  const undergraduate = catalogueId(STUDENT_CATEGORIES, 'Returning Student');
  const transferCategory = catalogueId(STUDENT_CATEGORIES, 'Transfer Student');
  return SHOWCASES.flatMap((show, s) =>
    showcaseOf(show.exporter, show.other, show.third).map((student, n): PlannedStudent => {
      const exporter = school(show.exporter);
      const email = `${show.firstName}.${student.lastName}@example.com`.toLowerCase();
      const applications = student.applications.map(
        (plan): PlannedApplication => ({
          ...plan,
          year: currentYear + plan.yearsFromCurrent,
          exportSchool: school(plan.exporter),
          importSchools: plan.schools.map((slug) => school(slug === 'focus' ? show.focus : slug)),
          categoryId: plan.appStatus === TRANSFER ? transferCategory : undergraduate,
          employee: {
            firstName: 'Robin',
            lastName: student.lastName,
            email: `robin.${student.lastName}@${exporter.slug}.edu`.toLowerCase(),
            title: 'Staff Accountant',
            id: `${exporter.slug.slice(0, 3).toUpperCase()}${String(700_100 + s * 100 + n)}`,
            years: 5 + n,
          },
        }),
      );
      const firstYear = currentYear + Math.min(...student.applications.map((a) => a.yearsFromCurrent));
      return {
        email,
        firstName: show.firstName,
        lastName: student.lastName,
        middleInitial: null,
        ferpa: 1,
        showcase: true,
        details: {
          address: `${100 + n} ${STREETS[n % STREETS.length]}`,
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          phone: `217555${String(1000 + s * 100 + n)}`,
          birthDate: `${firstYear - 19}-04-${String(1 + n).padStart(2, '0')}`,
        },
        applications,
      };
    }),
  );
}
