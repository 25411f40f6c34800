import {
  addedSchoolUserSchema,
  messageSchema,
  modifiedByQuery,
  savedSchoolUserSchema,
  schoolIdParams,
  schoolUserRowSchema,
  schoolUserSchema,
  userSchoolParams,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireSchoolPermission } from '../../plugins/policy.js';
import { schoolGuard } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import * as service from './school-users-service.js';

const tags = ['Sign-in and users'];
const security = [{ session: [] }];
const managers = 'role 1 not read-only, 6 or 7 at the school, or TE Admin not read-only';

/** School Users calls of 1-core §7. */
export async function schoolUsersRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/school/:schoolId',
    {
      config: { access: schoolGuard('manageSchoolUsers', 'read') },
      schema: {
        tags,
        security,
        summary:
          "A school's users for the School Users grid (role 1, 6 or 7 at the school, read-only too; TE Admin)",
        params: schoolIdParams,
        response: { 200: z.array(schoolUserRowSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'read');
      return service.listSchoolUsers(db, schoolId);
    },
  );

  r.post(
    '/api/user/school/:schoolId',
    {
      config: { access: schoolGuard('manageSchoolUsers', 'write') },
      schema: {
        tags,
        security,
        summary: `Add a user to a school (${managers})`,
        description:
          'A new email gets a TELO account with a temporary password sent by email (isPasswordTemp 1). An ' +
          'email that already has a TELO account gets roles at this school instead (newAccount false; 409 ' +
          'when it already has roles here, or belongs to a TE or student account): the person and the ' +
          'primary TELOs of their other schools are emailed, their details stay theirs, and the answer ' +
          'echoes only what was typed. trainingComplete is ' +
          'honoured only from a role-1 user; Primary/Secondary TELO force DailyDigest 1 and are 409 when ' +
          'another user holds them. Only a role-1 user gives the Admin role (403). userName, isPasswordTemp, ' +
          'userType, ferpa, modifiedBy are ignored.',
        params: schoolIdParams,
        body: schoolUserSchema,
        response: { 201: addedSchoolUserSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { schoolId } = request.params;
      const actor = requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'write');
      return reply
        .status(201)
        .send(await service.createSchoolUser(db, config, actor, schoolId, request.body));
    },
  );

  r.put(
    '/api/user/:id/:schoolId',
    {
      config: { access: schoolGuard('manageSchoolUsers', 'write') },
      schema: {
        tags,
        security,
        summary: `Edit a school user and their roles at this school (${managers})`,
        description:
          'Roles at other schools stay. The email, names, title and training status change only when the ' +
          'caller manages users at every school the account works at, or is a TE Admin (403 naming the ' +
          'fields otherwise). Own roles cannot be changed (409); the Admin role only by a ' +
          'role-1 user (403). A changed email becomes the user ID, is mailed to the old and new address ' +
          "and shows the user the 'User Email Updated' dialog on their next load. Send the loaded version " +
          'to get 409 when someone else saved first.',
        params: userSchoolParams,
        body: schoolUserSchema,
        response: { 200: savedSchoolUserSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, schoolId } = request.params;
      const actor = requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'write');
      return service.updateSchoolUser(db, config, actor, id, schoolId, request.body);
    },
  );

  r.delete(
    '/api/user/:id/:schoolId',
    {
      config: { access: schoolGuard('manageSchoolUsers', 'write') },
      schema: {
        tags,
        security,
        summary: `Remove a user's access to this school only (${managers})`,
        description:
          'A user left without any role is deactivated and signed out. Own access cannot be removed ' +
          "(409); a school admin's only by a role-1 user (403).",
        params: userSchoolParams,
        querystring: modifiedByQuery,
        response: { 200: messageSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { id, schoolId } = request.params;
      const actor = requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'write');
      return service.removeSchoolUser(db, actor, id, schoolId);
    },
  );
}
