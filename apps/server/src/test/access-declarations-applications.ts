import { APPLICATION_SIDE_ROLES, ROLE, SCHOOL_ROLES } from '@exchange/domain';
import type { AccessCase } from './access-case.js';
import { OWN_ADMIN_READ_ONLY, other, own, type SignedInPersona } from './persona-fixtures.js';

/**
 * Who may call the export and import operations (2-applications §6, §7; issues 9 and 10), part of ACCESS
 * in access-declarations.ts. School A exports the owner's application and the fixture's export
 * applications, and imports the fixture's import applications (exported by school B, so B's staff are
 * the export school there and get 403 like students). The import writes are refused by a rule for those
 * allowed (an empty body; extension at the cap; a summer term already added or none to remove): 400.
 */
const ALL_ROLES = SCHOOL_ROLES.map((r) => r.id);
const TE: SignedInPersona[] = ['te', 'teRead'];
const STAFF: SignedInPersona[] = [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...other(...ALL_ROLES), ...TE];

/** School A's export side (2-applications §6): admin, export and TELO roles, read-only included, and TE users. */
export const EXPORT_READERS: SignedInPersona[] = [
  ...own(...APPLICATION_SIDE_ROLES.export),
  OWN_ADMIN_READ_ONLY,
  ...TE,
];
/** Who changes school A's export statuses and edits its applications: those roles, not read-only. */
export const EXPORT_EDITORS: SignedInPersona[] = [...own(...APPLICATION_SIDE_ROLES.export), 'te'];
/** Who deletes school A's applications (open-points 9): its role 1, not read-only, and TE admins. */
const EXPORT_DELETERS: SignedInPersona[] = [...own(ROLE.ADMIN), 'te'];
/** An id no application has: staff pass the rule (it names no school) and get the handler's answer. */
const MISSING_APPLICATION_ID = 2_000_000_000;
/** School A's import side: admin, import and TELO roles, read-only included, and TE users. */
const IMPORT_READERS: SignedInPersona[] = [
  ...own(...APPLICATION_SIDE_ROLES.import),
  OWN_ADMIN_READ_ONLY,
  ...TE,
];
/** Who changes school A's import rows: those roles, not read-only, and TE admins. */
const IMPORT_EDITORS: SignedInPersona[] = [...own(...APPLICATION_SIDE_ROLES.import), 'te'];

export const APPLICATION_ACCESS: Record<string, readonly AccessCase[]> = {
  // Exports (2-applications §7, issue 9): school A exports the owner's and the fixture's other applications.
  'GET /api/export/school/{schoolId}': [
    { params: (fx) => ({ schoolId: fx.ownSchoolId }), allowed: EXPORT_READERS, allowedStatus: [200] },
  ],
  'PUT /api/export/status/{schoolId}': [
    { params: (fx) => ({ schoolId: fx.ownSchoolId }), allowed: EXPORT_EDITORS },
  ],
  'PUT /api/export/{id}': [
    {
      label: 'an application of A',
      params: (fx) => ({ id: fx.student.applicationId }),
      allowed: EXPORT_EDITORS,
    },
    // The rule finds no export school to decide by: any staff user gets the body's 400 (then the 404).
    { label: 'an id no application has', params: () => ({ id: MISSING_APPLICATION_ID }), allowed: STAFF },
  ],
  'DELETE /api/export/application/{id}': [
    {
      label: 'an application of A an import school acted on',
      params: (fx) => ({ id: fx.exports.actedApplicationId }),
      allowed: EXPORT_DELETERS,
      allowedStatus: [409],
    },
    {
      label: 'an id no application has',
      params: () => ({ id: MISSING_APPLICATION_ID }),
      allowed: STAFF,
      allowedStatus: [404],
    },
  ],
  // Imports (issue 10): school A imports the fixture's import applications.
  'GET /api/import/school/{schoolId}': [
    { params: (fx) => ({ schoolId: fx.ownSchoolId }), allowed: IMPORT_READERS, allowedStatus: [200] },
  ],
  'GET /api/import/school/quickview/{schoolId}': [
    { params: (fx) => ({ schoolId: fx.ownSchoolId }), allowed: IMPORT_READERS, allowedStatus: [200] },
  ],
  'GET /api/import/appid/{applicationId}/importschool/{schoolId}': [
    {
      label: "school A's row",
      params: (fx) => ({ applicationId: fx.imports.enrolledApplicationId, schoolId: fx.ownSchoolId }),
      allowed: IMPORT_READERS,
      allowedStatus: [200],
    },
    {
      // A is the export school of the owner's application: no import row of A there.
      label: 'an application A does not import',
      params: (fx) => ({ applicationId: fx.student.applicationId, schoolId: fx.ownSchoolId }),
      allowed: IMPORT_READERS,
      allowedStatus: [404],
    },
  ],
  'PUT /api/import/appid/{applicationId}/importschool/{schoolId}': [
    {
      label: "school A's row",
      params: (fx) => ({ applicationId: fx.imports.pendingApplicationId, schoolId: fx.ownSchoolId }),
      allowed: IMPORT_EDITORS,
      allowedStatus: [400],
    },
  ],
  'POST /api/import/extendeligibility/{applicationId}': [
    {
      label: 'a student enrolled at A, extended to the cap',
      params: (fx) => ({ applicationId: fx.imports.enrolledApplicationId }),
      allowed: IMPORT_EDITORS,
      allowedStatus: [400],
    },
    {
      // Sent without the row's version, which the call requires: refused before the lookup (the unknown
      // application's 404, with a version, is in import-eligibility.test.ts).
      label: 'an id no application has, without a version',
      params: () => ({ applicationId: MISSING_APPLICATION_ID }),
      allowed: STAFF,
      allowedStatus: [400],
    },
  ],
  'POST /api/import/addsummereligibilityused/{applicationId}/{importSchoolId}': [
    {
      label: 'a summer term already added at A',
      params: (fx) => ({ applicationId: fx.imports.enrolledApplicationId, importSchoolId: fx.ownSchoolId }),
      allowed: IMPORT_EDITORS,
      allowedStatus: [400],
    },
  ],
  // Close Application (open-points 43): TE admins who are not read-only; an empty body is their 400.
  'POST /api/application/{id}/close': [
    { label: 'an application of A', params: (fx) => ({ id: fx.student.applicationId }), allowed: ['te'] },
  ],
  'DELETE /api/import/deletesummereligibilityused/{applicationId}/{importSchoolId}': [
    {
      label: 'no summer term to remove at A',
      params: (fx) => ({ applicationId: fx.imports.noSummerApplicationId, importSchoolId: fx.ownSchoolId }),
      allowed: IMPORT_EDITORS,
      allowedStatus: [400],
    },
  ],
};
