import { homeEndpoints as ep, HOME_RECORD_RULES, readsHomeActions } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import type { AccessRule } from '../../plugins/route-guards.js';
import { readActions } from './home-actions-service.js';
import { readContent, updateContent } from './home-content-service.js';

/**
 * Who reads the action counts, before the query is validated: without ?schoolid= (every school) TE users;
 * with a school id, staff holding a role there (TE users everywhere); a malformed one is answered (400)
 * only to staff.
 */
const records: Record<string, AccessRule> = {
  [HOME_RECORD_RULES.actionsReader]: (request) => {
    const { user } = requireStaff(request);
    const raw = (request.query as Record<string, unknown>).schoolid;
    if (raw === undefined) {
      if (!readsHomeActions(user, null)) throw forbidden();
      return;
    }
    const schoolId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    if (schoolId !== null && schoolId > 0 && !readsHomeActions(user, schoolId)) throw forbidden();
  },
};

/** The home page's calls (issue 24), registered from their contracts. */
export async function homeRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  registerEndpoint(app, ep.getHomeContent, async (request) => readContent(db, requireStaff(request).user));
  registerEndpoint(app, ep.updateHomeContent, async (request) =>
    updateContent(db, config, requireStaff(request), request.body),
  );
  registerEndpoint(
    app,
    ep.getHomeActions,
    async (request) => {
      const { user } = requireStaff(request);
      const schoolId = request.query.schoolid ?? null;
      // The rule above judged the raw text; a form it could not read ("1.0", "+1") is judged here, once
      // parsed, so no school's counts (nor whether it exists) reach someone without a role there.
      if (schoolId !== null && !readsHomeActions(user, schoolId)) throw forbidden();
      return readActions(db, config, user, schoolId);
    },
    { records },
  );
}
