import { enrollmentReviewEndpoints as ep, serverTimeEndpoints } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireStaff } from '../../plugins/policy.js';
import * as service from './enrollment-review-service.js';

/** The enrollment review calls (3-billing §7) and the server's time, registered from their contracts. */
export async function enrollmentReviewRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listSchoolEnrollmentReviews, async (request) =>
    service.listSchoolReviews(
      db,
      config,
      requireStaff(request).user,
      request.params.schoolId,
      request.query.aidyearid ?? null,
    ),
  );
  registerEndpoint(app, ep.submitEnrollmentReview, async (request) =>
    service.submitReview(db, config, requireStaff(request), request.body),
  );
  registerEndpoint(app, ep.updateEnrollmentReview, async (request) =>
    service.updateReview(db, config, requireStaff(request), request.body),
  );
  registerEndpoint(app, serverTimeEndpoints.getServerDateTime, async () =>
    service.readServerDateTime(config),
  );
}
