import {
  APPLICATION_STATUS,
  aidYearOptionSchema,
  categoriesFor,
  EXPORT_STATUSES,
  exportStatusOptionSchema,
  IMPORT_STATUSES,
  importStatusOptionSchema,
  STUDENT_CATEGORIES,
  studentCategoriesQuery,
  studentCategorySchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../plugins/policy.js';
import { signedIn } from '../../plugins/route-guards.js';
import * as service from './reference-service.js';

// The paths stay under api/student (1-core §7) and in the Students group of the API document, where
// the screens and the spec look for them; only the code lives with the other lookups.
const tags = ['Students'];

/** Aid years, student categories and application statuses: lookups any signed-in user may read. */
export async function applicationLookupRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/student/aidyear',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Active aid years (end date today or later), earliest first',
        response: { 200: z.array(aidYearOptionSchema) },
      },
    },
    async (request) => {
      requireActor(request);
      return service.listActiveAidYears(db);
    },
  );

  r.get(
    '/api/student/aidyear/all',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Every aid year, newest first',
        response: { 200: z.array(aidYearOptionSchema) },
      },
    },
    async (request) => {
      requireActor(request);
      return service.listAllAidYears(db);
    },
  );

  r.get(
    '/api/student/currentAidYear',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'The aid year whose range includes today',
        response: { 200: aidYearOptionSchema },
      },
    },
    async (request) => {
      requireActor(request);
      return service.getCurrentAidYear(db);
    },
  );

  r.get(
    '/api/student/studentcategories',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Student categories (classification); ?applicationStatus=TRANSFER leaves out category 1',
        querystring: studentCategoriesQuery,
        response: { 200: z.array(studentCategorySchema) },
      },
    },
    async (request) => {
      requireActor(request);
      return categoriesFor(request.query.applicationStatus ?? APPLICATION_STATUS.OPEN, STUDENT_CATEGORIES);
    },
  );

  r.get(
    '/api/student/exportstatus',
    {
      config: { access: signedIn },
      schema: { tags, summary: 'Export statuses', response: { 200: z.array(exportStatusOptionSchema) } },
    },
    async (request) => {
      requireActor(request);
      return [...EXPORT_STATUSES];
    },
  );

  r.get(
    '/api/student/importstatus',
    {
      config: { access: signedIn },
      schema: { tags, summary: 'Import statuses', response: { 200: z.array(importStatusOptionSchema) } },
    },
    async (request) => {
      requireActor(request);
      return [...IMPORT_STATUSES];
    },
  );
}
