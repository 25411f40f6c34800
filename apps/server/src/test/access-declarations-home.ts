import { SCHOOL_ROLES } from '@exchange/domain';
import type { AccessCase } from './access-case.js';
import { OWN_ADMIN_READ_ONLY, other, own, type SignedInPersona } from './persona-fixtures.js';

const ALL_ROLES = SCHOOL_ROLES.map((r) => r.id);
const TE: SignedInPersona[] = ['te', 'teRead'];
const STAFF: SignedInPersona[] = [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...other(...ALL_ROLES), ...TE];

/** Who may call the home operations (issue 24), part of ACCESS in access-declarations.ts. */
export const HOME_ACCESS: Record<string, readonly AccessCase[]> = {
  // The home page is the staff area's: every staff user reads its content, students are refused.
  'GET /api/home/content': [{ allowed: STAFF, allowedStatus: [200] }],
  // TE Admin, not read-only (open-points 36).
  'PUT /api/home/content': [{ allowed: ['te'] }],
  // The counts of a school: any role there (TE users everywhere); every school: TE users only.
  'GET /api/home/actions': [
    {
      label: 'school A',
      query: (fx) => ({ schoolid: fx.ownSchoolId }),
      allowed: [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...TE],
      allowedStatus: [200],
    },
    {
      label: 'school B',
      query: (fx) => ({ schoolid: fx.otherSchoolId }),
      allowed: [...other(...ALL_ROLES), ...TE],
      allowedStatus: [200],
    },
    { label: 'every school', allowed: TE, allowedStatus: [200] },
  ],
};
