import type { AccessCase } from './access-case.js';
import type { SignedInPersona } from './persona-fixtures.js';

/**
 * Who may call the settings operations (issue 24), part of ACCESS in access-declarations.ts. 3-billing §6:
 * Aid Year Settings and Fees Settings are admin only, so TE Admin reads them, read-only included ('te',
 * 'teRead'), and only TE Admin without the read-only marker ('te') changes them; school users (TELOs of
 * every role) and students are refused. Writes send `{}`, so the allowed caller gets 400 and nothing is
 * written.
 */
const TE_ADMINS: SignedInPersona[] = ['te', 'teRead'];
const EDITORS: SignedInPersona[] = ['te'];
/** The seeded ADMINISTRATIVE_FEE row (migration 0001): any id will do, the empty body is refused first. */
const A_SETTING = { id: 3 };

export const SETTINGS_ACCESS: Record<string, readonly AccessCase[]> = {
  'GET /api/settings/aidyear': [{ allowed: TE_ADMINS, allowedStatus: [200] }],
  'POST /api/settings/aidyear': [{ allowed: EDITORS }],
  'PUT /api/settings/aidyear/{id}': [
    { params: (fx) => ({ id: fx.applications.aidYearId }), allowed: EDITORS },
  ],
  'GET /api/settings': [{ allowed: TE_ADMINS, allowedStatus: [200] }],
  'PUT /api/settings/{id}': [{ params: () => A_SETTING, allowed: EDITORS }],
};
