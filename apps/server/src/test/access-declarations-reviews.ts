import { ROLE, SCHOOL_ROLES } from '@exchange/domain';
import type { AccessCase } from './access-case.js';
import {
  OWN_ADMIN_READ_ONLY,
  other,
  own,
  type PersonaFixtures,
  type SignedInPersona,
} from './persona-fixtures.js';

/**
 * Who may call the enrollment review operations (issue 23; open-points 31), part of ACCESS in
 * access-declarations.ts. A school's roles 1, 6 and 7 and TE users see its sign-off (read-only
 * included); those without a read-only marker change it, a TE user only with TE Admin not read-only
 * (the matrix's 'te'; 'teRead' holds TE Admin read-only). Writes send `{}` or a body naming a school and
 * nothing else, so an allowed caller gets 400 and nothing is written.
 */
const ALL_ROLES = SCHOOL_ROLES.map((r) => r.id);
const SIGN_OFF_ROLES = [ROLE.ADMIN, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];
const TE: SignedInPersona[] = ['te', 'teRead'];
const STAFF: SignedInPersona[] = [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...other(...ALL_ROLES), ...TE];
const SIGNED_IN: SignedInPersona[] = ['student', 'otherStudent', ...STAFF];
/** Who sees school A's sign-off, and school B's. */
const OWN_VIEWERS: SignedInPersona[] = [...own(...SIGN_OFF_ROLES), OWN_ADMIN_READ_ONLY, ...TE];
const OTHER_VIEWERS: SignedInPersona[] = [...other(...SIGN_OFF_ROLES), ...TE];
/** Who signs off at some school: a body naming no school is theirs to get a 400 for. */
const SIGNERS: SignedInPersona[] = [...own(...SIGN_OFF_ROLES), ...other(...SIGN_OFF_ROLES), 'te'];
/** Who signs off at school A. */
const OWN_SIGNERS: SignedInPersona[] = [...own(...SIGN_OFF_ROLES), 'te'];

const forSchoolA = (fx: PersonaFixtures) => ({ schoolId: fx.ownSchoolId });

/** The write cases of POST and PUT api/report/enrollmentreview: the school comes from the body. */
const WRITE_CASES: readonly AccessCase[] = [
  { label: 'naming no school', allowed: SIGNERS },
  {
    label: 'for school A',
    body: forSchoolA,
    allowed: OWN_SIGNERS,
    // B's signers pass the rule decided before the body: a body that cannot be read names no school,
    // so its answer (400) is the one of the case above.
    decidedByBody: true,
  },
];

export const REVIEW_ACCESS: Record<string, readonly AccessCase[]> = {
  'GET /api/report/enrollmentreview/school/{schoolId}': [
    {
      label: 'school A',
      params: (fx) => ({ schoolId: fx.ownSchoolId }),
      allowed: OWN_VIEWERS,
      allowedStatus: [200],
    },
    {
      label: 'school B',
      params: (fx) => ({ schoolId: fx.otherSchoolId }),
      allowed: OTHER_VIEWERS,
      allowedStatus: [200],
    },
  ],
  'POST /api/report/enrollmentreview': WRITE_CASES,
  'PUT /api/report/enrollmentreview': WRITE_CASES,
  // The programme's clock (open-points 1): any signed-in user, students included.
  'GET /api/settings/server-datetime': [{ allowed: SIGNED_IN, allowedStatus: [200] }],
};
