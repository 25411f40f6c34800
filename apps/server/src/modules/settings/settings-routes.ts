import { settingsEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireTeAdmin } from '../../plugins/policy.js';
import * as aidYears from './aid-year-settings-service.js';
import * as fees from './fee-settings-service.js';

/**
 * Aid Year Settings and Fees Settings (3-billing §2, §7), registered from their contracts: TE Admin reads
 * them, TE Admin without the read-only marker changes them (§6), decided before the body is read.
 */
export async function settingsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listAidYearSettings, async (request) =>
    aidYears.listAidYearSettings(db, config, requireTeAdmin(request, 'read').user),
  );
  registerEndpoint(app, ep.addAidYear, async (request) =>
    aidYears.addAidYear(db, config, requireTeAdmin(request, 'write').user, request.body),
  );
  registerEndpoint(app, ep.updateAidYear, async (request) =>
    aidYears.updateAidYear(
      db,
      config,
      requireTeAdmin(request, 'write').user,
      request.params.id,
      request.body,
    ),
  );
  registerEndpoint(app, ep.listSettings, async (request) =>
    fees.listSettings(db, requireTeAdmin(request, 'read').user),
  );
  registerEndpoint(app, ep.updateSetting, async (request) =>
    fees.updateSetting(db, config, requireTeAdmin(request, 'write').user, request.params.id, request.body),
  );
}
