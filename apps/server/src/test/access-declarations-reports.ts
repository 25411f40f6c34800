import { REPORT_LIST, ROLE } from '@exchange/domain';
import type { AccessCase } from './access-case.js';
import {
  OWN_ADMIN_READ_ONLY,
  other,
  own,
  type PersonaFixtures,
  type SignedInPersona,
} from './persona-fixtures.js';

/**
 * Who may call the reports and change logs (issue 23; open-points 28): roles 1, 5, 6 and 7 read their
 * school's rows (read-only included), TE users every school's and All Schools (no schoolid); the
 * TE-only reports and the Admin change log refuse every school user whatever the school. The matrix's
 * TE users are TE Admin ('te') and TE Admin read-only ('teRead'). Reads: 200, or 404 when the fixture
 * school has no rows for the report.
 */
const REPORT_ROLES = [ROLE.ADMIN, ROLE.REPORTS, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];
const TE: SignedInPersona[] = ['te', 'teRead'];
const OWN_READERS: SignedInPersona[] = [...own(...REPORT_ROLES), OWN_ADMIN_READ_ONLY, ...TE];
const OTHER_READERS: SignedInPersona[] = [...other(...REPORT_ROLES), ...TE];

const schoolA = (fx: PersonaFixtures) => ({ schoolid: fx.ownSchoolId });
const schoolB = (fx: PersonaFixtures) => ({ schoolid: fx.otherSchoolId });

/** The cases of a report read by school (school A, school B, All Schools). */
export function schoolReportCases(extra: Record<string, string> = {}): AccessCase[] {
  return [
    { label: 'school A', query: (fx) => ({ ...schoolA(fx), ...extra }), allowed: OWN_READERS },
    { label: 'school B', query: (fx) => ({ ...schoolB(fx), ...extra }), allowed: OTHER_READERS },
    { label: 'all schools', query: () => ({ ...extra }), allowed: TE },
  ];
}

/** The cases of a TE-only report: refused to every school user even for their own school. */
export function teReportCases(extra: Record<string, string> = {}): AccessCase[] {
  return [
    { label: 'school A', query: (fx) => ({ ...schoolA(fx), ...extra }), allowed: TE },
    { label: 'all schools', query: () => ({ ...extra }), allowed: TE },
  ];
}

/** Every paged report's page and download. */
export const REPORT_ACCESS: Record<string, readonly AccessCase[]> = Object.fromEntries(
  REPORT_LIST.flatMap((def) => {
    const cases = def.teOnly ? teReportCases() : schoolReportCases();
    // A download shares its page's rule: one case (school A) proves the route applies it.
    const csv = (def.teOnly ? teReportCases({ format: 'csv' }) : schoolReportCases({ format: 'csv' })).slice(
      0,
      1,
    );
    return [
      [`GET ${def.apiPath}`, cases],
      [`GET ${def.apiPath}/download`, csv],
    ];
  }),
);

/** The Enrollment workbook and the two statistics reports (and their downloads): school reports. */
export const REPORT_EXTRA_ACCESS: Record<string, readonly AccessCase[]> = {
  'GET /api/report/enrollmentexceldownload': schoolReportCases().slice(0, 1),
  'GET /api/report/exportstat': schoolReportCases(),
  'GET /api/report/importstat': schoolReportCases(),
  'GET /api/report/exportstat/download': schoolReportCases({ format: 'csv' }).slice(0, 1),
  'GET /api/report/importstat/download': schoolReportCases({ format: 'csv' }).slice(0, 1),
};
