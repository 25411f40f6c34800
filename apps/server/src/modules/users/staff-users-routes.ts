import {
  idParams,
  messageSchema,
  modifiedByQuery,
  profileSchema,
  savedProfileSchema,
  savedStaffUserSchema,
  sessionUserSchema,
  staffUserRowSchema,
  staffUsersQuery,
  teUserCreateSchema,
  teUserUpdateSchema,
  userDetailSchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../plugins/errors.js';
import { requireActor, requireStaff, requireTeAdmin } from '../../plugins/policy.js';
import { selfGuard, signedIn, staffOnly, teAdminGuard } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import * as profile from './profile-service.js';
import * as teUsers from './te-users-service.js';

const tags = ['Sign-in and users'];
const security = [{ session: [] }];

/** TE users, user details, own profile and the email-change notice (1-core §7). */
export async function staffUsersRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user',
    {
      config: { access: teAdminGuard('read') },
      schema: {
        tags,
        security,
        summary:
          'Staff accounts by name: TE users with ?usertype=TE, TELO users with TELO, all staff without (TE Admin)',
        querystring: staffUsersQuery,
        response: { 200: z.array(staffUserRowSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      requireTeAdmin(request, 'read');
      return teUsers.listStaff(db, request.query.usertype);
    },
  );

  r.get(
    '/api/user/:id',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        security,
        summary: 'One account with its roles (self, TE Admin, or a user manager at one of its schools)',
        description: "A school's user managers see only the roles at schools they manage.",
        params: idParams,
        response: { 200: userDetailSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => profile.getUser(db, requireStaff(request).user, request.params.id),
  );

  r.post(
    '/api/user/admin',
    {
      config: { access: teAdminGuard('write') },
      schema: {
        tags,
        security,
        summary: 'Add a TE user (TE Admin, not read-only); a temporary password is emailed',
        description:
          'userRole: TE roles 1-5 (TE Admin exclusive; read-only on all but Reports). userName, ferpa and ' +
          'modifiedBy are ignored; trainingComplete defaults to 2 (Not Required).',
        body: teUserCreateSchema,
        response: { 201: savedStaffUserSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = requireTeAdmin(request, 'write');
      return reply.status(201).send(await teUsers.createTeUser(db, config, actor, request.body));
    },
  );

  r.put(
    '/api/user/admin/:id',
    {
      config: { access: teAdminGuard('write') },
      schema: {
        tags,
        security,
        summary: 'Edit a TE user and their TE roles (TE Admin, not read-only)',
        description:
          'Own TE roles cannot be changed (409). A changed email is mailed to the old and new address and ' +
          "shows the user the 'User Email Updated' dialog on their next load.",
        params: idParams,
        body: teUserUpdateSchema,
        response: { 200: savedStaffUserSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requireTeAdmin(request, 'write');
      return teUsers.updateTeUser(db, config, actor, request.params.id, request.body);
    },
  );

  r.put(
    '/api/user/:id',
    {
      config: { access: selfGuard(true) },
      schema: {
        tags,
        security,
        summary: "The signed-in staff user's own profile (names; the email is shown disabled and ignored)",
        params: idParams,
        body: profileSchema,
        response: { 200: savedProfileSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      if (actor.user.id !== request.params.id) throw forbidden();
      return profile.updateProfile(db, actor, request.params.id, request.body);
    },
  );

  r.delete(
    '/api/user/:id',
    {
      config: { access: teAdminGuard('write') },
      schema: {
        tags,
        security,
        summary: 'Remove all access of a staff account (TE Admin, not read-only)',
        description: 'Deletes every role, deactivates the account and ends its sessions.',
        params: idParams,
        querystring: modifiedByQuery,
        response: { 200: messageSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requireTeAdmin(request, 'write');
      return teUsers.deleteStaffUser(db, actor, request.params.id);
    },
  );

  r.post(
    '/api/user/emailnotice/ack',
    {
      config: { access: signedIn },
      schema: {
        tags,
        security,
        summary: "Acknowledge the 'User Email Updated' notice; answers the session user (emailChanged 0)",
        response: { 200: sessionUserSchema, ...errorResponses() },
      },
    },
    async (request) => profile.acknowledgeEmailNotice(db, requireActor(request)),
  );
}
