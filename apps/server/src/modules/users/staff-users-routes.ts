import { staffUserEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireActor, requireStaff, requireTeAdmin } from '../../plugins/policy.js';
import * as profile from './profile-service.js';
import * as teUsers from './te-users-service.js';

/** TE users, user details, own profile and the email-change notice (1-core §7), from their contracts. */
export async function staffUsersRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listStaffUsers, async (request) => {
    requireTeAdmin(request, 'read');
    return teUsers.listStaff(db, request.query.usertype);
  });

  registerEndpoint(app, ep.getUser, async (request) =>
    profile.getUser(db, requireStaff(request).user, request.params.id),
  );

  registerEndpoint(app, ep.createTeUser, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    return teUsers.createTeUser(db, config, actor, request.body);
  });

  registerEndpoint(app, ep.updateTeUser, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    return teUsers.updateTeUser(db, config, actor, request.params.id, request.body);
  });

  registerEndpoint(app, ep.updateOwnProfile, async (request) => {
    const actor = requireStaff(request);
    if (actor.user.id !== request.params.id) throw forbidden();
    return profile.updateProfile(db, actor, request.params.id, request.body);
  });

  registerEndpoint(app, ep.deleteStaffUser, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    return teUsers.deleteStaffUser(db, actor, request.params.id);
  });

  registerEndpoint(app, ep.acknowledgeEmailNotice, async (request) =>
    profile.acknowledgeEmailNotice(db, requireActor(request)),
  );
}
