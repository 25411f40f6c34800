import { APPLICATION_STATUS, STUDENT_CATEGORIES } from '@exchange/domain';
import { DEMO_STUDENT_PLAN, SCENARIOS } from './application-plans.js';
import { catalogueId } from './catalogue.js';
import { EMPLOYEE_TITLES, FIRST_NAMES, HOME_TOWNS, LAST_NAMES, STREETS } from './names.js';
import type { Random } from './random.js';
import type { SeededSchool } from './schools.js';
import { planShowcaseStudents } from './showcase-plans.js';
import type { PlannedApplication, PlannedStudent } from './student-plan-types.js';

export type { PlannedApplication, PlannedStudent } from './student-plan-types.js';

const GENERATED_STUDENTS = 60;
const AREA_CODES = ['614', '513', '608', '919', '303', '912', '509', '518', '402', '865'];
const category = (name: string) => catalogueId(STUDENT_CATEGORIES, name);

function employeeOf(rng: Random, lastName: string, school: SeededSchool): PlannedApplication['employee'] {
  const firstName = rng.pick(FIRST_NAMES);
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}@${school.slug}.edu`.toLowerCase(),
    title: rng.pick(EMPLOYEE_TITLES),
    id: `${school.slug.slice(0, 3).toUpperCase()}${rng.digits(6)}`,
    years: rng.int(1, 30),
  };
}

function detailsOf(rng: Random, n: number, birthYear: number): NonNullable<PlannedStudent['details']> {
  const [city, state, zip] = rng.pick(HOME_TOWNS);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return {
    address: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
    city,
    state,
    zip,
    phone: `${AREA_CODES[n % AREA_CODES.length]}555${String(200 + n).padStart(4, '0')}`,
    birthDate: `${birthYear}-${month}-${day}`,
  };
}

/** Picks the import schools for an application: distinct, not the employer, offering the right level. */
function importSchoolsFor(
  rng: Random,
  n: number,
  count: number,
  exporter: SeededSchool,
  graduate: boolean,
  all: SeededSchool[],
): SeededSchool[] {
  const level = graduate ? 'Graduate' : 'Undergraduate';
  const pool = all.filter((s) => s.id !== exporter.id && s.programs.includes(level));
  const favourite = pool.find((s) => s.slug === ['beta', 'gamma', 'delta'][n % 3]);
  const first = n % 2 === 0 && favourite ? [favourite] : [];
  return [
    ...first,
    ...rng.sample(
      pool.filter((s) => !first.includes(s)),
      count - first.length,
    ),
  ];
}

/**
 * Plans the demo students: the two named accounts, sixty more covering every status, and the workflow
 * showcase of the demo liaison officers' schools. `currentYear` is the first calendar year of the aid
 * year holding the seed's today.
 */
export function planStudents(
  rng: Random,
  schools: Map<string, SeededSchool>,
  currentYear: number,
): PlannedStudent[] {
  const all = [...schools.values()];
  const alpha = schools.get('alpha')!;
  const named: PlannedStudent[] = [
    {
      email: 'student@example.com',
      firstName: 'Jamie',
      lastName: 'Rivera',
      middleInitial: 'L',
      ferpa: 1,
      details: {
        address: '42 Maple Avenue',
        city: 'Columbus',
        state: 'OH',
        zip: '43215',
        phone: '6145550142',
        birthDate: '2008-03-14',
      },
      applications: [
        {
          ...DEMO_STUDENT_PLAN,
          year: currentYear + DEMO_STUDENT_PLAN.yearsFromCurrent,
          exportSchool: alpha,
          importSchools: [
            schools.get('beta')!,
            schools.get('gamma')!,
            schools.get('delta')!,
            schools.get('lambda')!,
            schools.get('pi')!,
          ],
          categoryId: category('First-time Freshman'),
          employee: {
            firstName: 'Elena',
            lastName: 'Rivera',
            email: 'elena.rivera@alpha.edu',
            title: 'Professor of Chemistry',
            id: 'ALP204518',
            years: 12,
          },
        },
      ],
    },
    {
      email: 'newstudent@example.com',
      firstName: 'Alex',
      lastName: 'Novak',
      middleInitial: null,
      ferpa: 0,
      details: null,
      applications: [],
    },
  ];

  const generated: PlannedStudent[] = [];
  for (let n = 0; n < GENERATED_STUDENTS; n++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const scenario = SCENARIOS[n % SCENARIOS.length]!;
    const graduate = n % 10 === 9;
    const exporter =
      n % 3 === 0
        ? alpha
        : n % 3 === 1
          ? schools.get(['beta', 'gamma', 'delta'][Math.floor(n / 3) % 3]!)!
          : rng.pick(all);
    const employee = employeeOf(rng, lastName, exporter);
    const applications = scenario.map((plan, k): PlannedApplication => {
      const transfer = plan.appStatus === APPLICATION_STATUS.TRANSFER;
      const categoryId = graduate
        ? category('Graduate Student')
        : transfer
          ? category('Transfer Student')
          : plan.yearsFromCurrent >= 0 && k === 0 && n % 4 === 0
            ? category('First-time Freshman')
            : rng.int(category('Transfer Student'), category('Returning Student'));
      return {
        ...plan,
        year: currentYear + plan.yearsFromCurrent,
        exportSchool: exporter,
        importSchools: importSchoolsFor(rng, n + k, plan.imports.length, exporter, graduate, all),
        categoryId,
        employee,
      };
    });
    const firstYear = currentYear + Math.min(...scenario.map((p) => p.yearsFromCurrent));
    generated.push({
      email: `${firstName}.${lastName}${n + 1}@example.com`.toLowerCase(),
      firstName,
      lastName,
      middleInitial: n % 3 === 0 ? String.fromCharCode(65 + (n % 26)) : null,
      ferpa: n % 2,
      details: detailsOf(rng, n, firstYear - (graduate ? 23 : 18) - rng.int(0, 2)),
      applications,
    });
  }
  return [...named, ...generated, ...planShowcaseStudents(schools, currentYear)];
}
