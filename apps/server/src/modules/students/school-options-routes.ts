import {
  exportSchoolOptionSchema,
  exportSchoolOptionsParams,
  importSchoolOptionSchema,
  importSchoolOptionsParams,
  isoToday,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../plugins/policy.js';
import { signedIn } from '../../plugins/route-guards.js';
import {
  listExportSchoolOptions,
  listImportSchoolOptions,
  requireAidYear,
} from './school-options-service.js';

const tags = ['Schools'];

/** The employer and import school options of the EZ application (1-core §3, §7). */
export async function schoolOptionsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/schools/exportschools/:aidYearId',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Employer (export school) options for an aid year, by name, with deadlineStatus',
        params: exportSchoolOptionsParams,
        response: { 200: z.array(exportSchoolOptionSchema) },
      },
    },
    async (request) => {
      requireActor(request);
      await requireAidYear(db, request.params.aidYearId);
      return listExportSchoolOptions(db, request.params.aidYearId, isoToday());
    },
  );

  r.get(
    '/api/schools/importschools/:exportSchoolId/:aidYearId',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Import school options for an employer and aid year, by name, with deadlineStatus',
        params: importSchoolOptionsParams,
        response: { 200: z.array(importSchoolOptionSchema) },
      },
    },
    async (request) => {
      requireActor(request);
      await requireAidYear(db, request.params.aidYearId);
      return listImportSchoolOptions(db, request.params.exportSchoolId, request.params.aidYearId, isoToday());
    },
  );
}
