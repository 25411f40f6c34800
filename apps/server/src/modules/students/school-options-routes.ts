import { schoolOptionEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireActor } from '../../plugins/policy.js';
import {
  listExportSchoolOptions,
  listImportSchoolOptions,
  requireAidYear,
} from './school-options-service.js';

/**
 * The employer and import school options of the EZ application (1-core §3, §7); deadlines are judged on
 * the programme's today (open-points 1), so a deadline day stays open until its end in that zone.
 */
export async function schoolOptionsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listExportSchoolOptions, async (request) => {
    requireActor(request);
    await requireAidYear(db, request.params.aidYearId);
    return listExportSchoolOptions(db, request.params.aidYearId, programToday(config));
  });

  registerEndpoint(app, ep.listImportSchoolOptions, async (request) => {
    requireActor(request);
    const { exportSchoolId, aidYearId } = request.params;
    await requireAidYear(db, aidYearId);
    return listImportSchoolOptions(db, exportSchoolId, aidYearId, programToday(config));
  });
}
