import { trainingEndpoints as ep, ROSTER_TEMPLATE_FILE_NAME, SPREADSHEET_TYPES } from '@exchange/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireTeAdmin } from '../../plugins/policy.js';
import { rosterTemplate } from './roster-template.js';
import { ROSTER_MULTIPART_LIMITS, readUploadedRoster } from './roster-upload.js';
import * as service from './training-service.js';

/** The message of an upload posted from a page of another origin. */
export const TRAINING_FOREIGN_ORIGIN = "Rosters are accepted only from the portal's own pages.";

/** No Origin (a tool, not a browser page) or one naming this host (default ports left out on both). */
function isSameOrigin(origin: string | undefined, protocol: string, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`${protocol}://${host}`).host;
  } catch {
    return false;
  }
}

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

  // A multipart form is a "simple" request a page of another site (a sibling subdomain shares the
  // SameSite cookie) may post without asking: the upload answers only to the portal's own pages. A
  // browser always names the page's origin on such a post; the check runs after the access rule and
  // before any byte of the body.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method === 'POST' && !isSameOrigin(request.headers.origin, request.protocol, request.host))
      throw forbidden(TRAINING_FOREIGN_ORIGIN);
    return payload;
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
