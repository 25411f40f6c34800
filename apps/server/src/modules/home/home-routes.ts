import { homeEndpoints as ep, readsHomeActions } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { readActions } from './home-actions-service.js';
import { readContent, updateContent } from './home-content-service.js';

/** The home page's calls (issue 24), registered from their contracts. */
export async function homeRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  registerEndpoint(app, ep.getHomeContent, async (request) => readContent(db, requireStaff(request).user));
  registerEndpoint(app, ep.updateHomeContent, async (request) =>
    updateContent(db, config, requireStaff(request), request.body),
  );
  registerEndpoint(app, ep.getHomeActions, async (request) => {
    const { user } = requireStaff(request);
    const schoolId = request.query.schoolid ?? null;
    // The access rule (schoolRight) judged the raw text; a form it could not read ("1.0", "+1") is judged here, once
    // parsed, so no school's counts (nor whether it exists) reach someone without a role there.
    if (schoolId !== null && !readsHomeActions(user, schoolId)) throw forbidden();
    return readActions(db, config, user, schoolId);
  });
}
