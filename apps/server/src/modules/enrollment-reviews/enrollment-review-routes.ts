import {
  canViewReviewSignOff,
  ENROLLMENT_REVIEW_RECORD_RULES,
  enrollmentReviewEndpoints as ep,
  serverTimeEndpoints,
  signsOffSomeReview,
  viewsSomeReviewSignOff,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import * as service from './enrollment-review-service.js';

/**
 * Who may call the review endpoints (open-points 31), decided before the body is read: the viewers of
 * the path's school (a path that is no id: viewers of some school, who then get the 400), and for the
 * writes those who sign off at some school (the service checks the body's school).
 */
const records: Record<string, AccessRule> = {
  [ENROLLMENT_REVIEW_RECORD_RULES.viewer]: (request) => {
    const { user } = requireStaff(request);
    const schoolId = idParam(request, 'schoolId');
    const may = schoolId === null ? viewsSomeReviewSignOff(user) : canViewReviewSignOff(user, schoolId);
    if (!may) throw forbidden();
  },
  [ENROLLMENT_REVIEW_RECORD_RULES.signer]: (request) => {
    if (!signsOffSomeReview(requireStaff(request).user)) throw forbidden();
  },
};

/** The enrollment review calls (3-billing §7) and the server's time, registered from their contracts. */
export async function enrollmentReviewRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(
    app,
    ep.listSchoolEnrollmentReviews,
    async (request) =>
      service.listSchoolReviews(
        db,
        config,
        requireStaff(request).user,
        request.params.schoolId,
        request.query.aidyearid ?? null,
      ),
    { records },
  );
  registerEndpoint(
    app,
    ep.submitEnrollmentReview,
    async (request) => service.submitReview(db, config, requireStaff(request), request.body),
    { records },
  );
  registerEndpoint(
    app,
    ep.updateEnrollmentReview,
    async (request) => service.updateReview(db, config, requireStaff(request), request.body),
    { records },
  );
  registerEndpoint(app, serverTimeEndpoints.getServerDateTime, async () =>
    service.readServerDateTime(config),
  );
}
