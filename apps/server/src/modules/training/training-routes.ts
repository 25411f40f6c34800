import { trainingEndpoints as ep, ROSTER_TEMPLATE_FILE_NAME, SPREADSHEET_TYPES } from '@exchange/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireTeAdmin } from '../../plugins/policy.js';
import { rosterTemplate } from './roster-template.js';
import { ROSTER_MULTIPART_LIMITS, readUploadedRoster } from './roster-upload.js';
import * as service from './training-service.js';

/**
 * The training roster calls (3-billing §2, §7; open-points 34), registered from their contracts. The
 * multipart parser lives in this plugin alone (encapsulated): every other route still refuses a
 * multipart body (415). It only marks the request; the file is read by the handler, so after the
 * session plugin's preParsing hook has decided access (401, then 403, before any byte of the body).
 */
export async function trainingRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  await app.register(fastifyMultipart, { limits: ROSTER_MULTIPART_LIMITS });
  // The contract's body is a multipart form: the OpenAPI document says so (requestBody content type).
  app.addHook('onRoute', (route) => {
    if (route.url === ep.uploadTrainingRoster.path && route.schema) {
      route.schema.consumes = ['multipart/form-data'];
    }
  });

  registerEndpoint(app, ep.uploadTrainingRoster, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    const file = await readUploadedRoster(request);
    return service.uploadRoster(db, config, actor, file);
  });
  registerEndpoint(app, ep.downloadTrainingTemplate, async (_request, reply) => {
    const file = await rosterTemplate();
    return reply
      .header('content-type', SPREADSHEET_TYPES.xlsx)
      .header('content-disposition', `attachment; filename="${ROSTER_TEMPLATE_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
  registerEndpoint(app, ep.listTrainingUploads, async () => service.listRecentUploads(db));
}
