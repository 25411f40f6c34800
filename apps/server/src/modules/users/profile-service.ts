import {
  isStudentUser,
  isTeAdmin,
  USER_MESSAGES as M,
  mayChangeIdentity,
  type ProfileBody,
  type SessionUser,
  type UserType,
} from '@exchange/domain';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { loadSessionUser } from '../../platform/sessions/session-store.js';
import { conflict, forbidden, notFound } from '../../plugins/errors.js';
import { hasSchoolPermission } from '../../plugins/policy.js';
import type { Actor } from '../../plugins/session.js';
import { groupUsers } from './user-views.js';
import * as repo from './users-repo.js';

/**
 * GET api/user/{id}: the account with its roles. Users read themselves, TE admins read any staff
 * account, and a school's user managers read its users but see only their roles at schools they manage.
 */
export async function getUser(db: Db, caller: SessionUser, id: number) {
  const [user] = groupUsers(await repo.findUserRows(db, id));
  if (!user || (isStudentUser(user) && caller.id !== id)) throw notFound(M.userLoadFailed);
  const canChangeIdentity = mayChangeIdentity(caller, {
    id,
    usertype: user.usertype as UserType,
    roleSchoolIds: user.userRole.map((r) => r.roleSchoolId),
  });
  if (caller.id === id || isTeAdmin(caller)) return { ...user, canChangeIdentity };
  const visible = user.userRole.filter(
    (r) =>
      r.roleSchoolId !== null && hasSchoolPermission(caller, r.roleSchoolId, 'manageSchoolUsers', 'read'),
  );
  if (visible.length === 0) throw forbidden();
  return { ...user, userRole: visible, canChangeIdentity };
}

/** The signed-in user as the session reload answers it. */
async function sessionUserOf(db: Db, id: number) {
  const user = await loadSessionUser(db, id);
  if (!user) throw notFound(M.userLoadFailed);
  return user;
}

/**
 * PUT api/user/{id}: the signed-in staff user's own names. The staff profile shows the email disabled,
 * so the email (and userName) in the body are ignored; administrators change staff emails.
 */
export async function updateProfile(db: Db, actor: Actor, id: number, body: ProfileBody) {
  await inTransaction(db, actor.user.id, async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user?.active) throw notFound(M.userLoadFailed);
    if (body.version !== undefined && body.version !== user.version) throw conflict();
    await repo.updateUser(tx, id, {
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.middleInitial !== undefined ? { middleInitial: body.middleInitial || null } : {}),
    });
  });
  return { message: M.updated, user: await sessionUserOf(db, id) };
}

/** POST api/user/emailnotice/ack: the 'User Email Updated' dialog was shown; answers the session user. */
export async function acknowledgeEmailNotice(db: Db, actor: Actor) {
  await inTransaction(db, actor.user.id, (tx) => repo.clearEmailNotice(tx, actor.user.id));
  return sessionUserOf(db, actor.user.id);
}
