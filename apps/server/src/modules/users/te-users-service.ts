import {
  isStaffUser,
  isTeUser,
  USER_MESSAGES as M,
  STAFF_USER_TYPES,
  type StaffUserType,
  sameRoles,
  type TeUserCreateBody,
  type TeUserUpdateBody,
  TRAINING,
  USER_TYPE,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { endUserSessions } from '../../platform/sessions/session-repo.js';
import { conflict, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import {
  changeStaffEmail,
  fieldRefusal,
  openAccount,
  prepareTemporaryPassword,
  translateConflict,
} from './account-steps.js';
import { groupUsers, toStaffRow } from './user-views.js';
import * as repo from './users-repo.js';

/** GET api/user and GET api/user?usertype=TE: active staff accounts with their roles, by name. */
export async function listStaff(db: Db, usertype: StaffUserType | undefined) {
  const rows = await repo.listStaffRows(db, usertype ? [usertype] : STAFF_USER_TYPES);
  return groupUsers(rows).map(toStaffRow);
}

/** One staff account's grid row. */
async function loadStaffRow(db: DbOrTx, id: number) {
  const [user] = groupUsers(await repo.findUserRows(db, id));
  if (!user) throw notFound(M.userLoadFailed);
  return toStaffRow(user);
}

/** POST api/user/admin: a TE user with a temporary password by email. */
export async function createTeUser(db: Db, config: AppConfig, actor: Actor, body: TeUserCreateBody) {
  const temporary = await prepareTemporaryPassword();
  let userId: number;
  try {
    userId = await inTransaction(db, actor.user.id, async (tx) => {
      const id = await openAccount(tx, config, {
        person: body,
        usertype: USER_TYPE.TE,
        // Central-office staff take no liaison training unless the admin records otherwise.
        trainingComplete: body.trainingComplete ?? TRAINING.NOT_REQUIRED,
        dailyDigest: 0,
        temporary,
      });
      await repo.setRolesAt(tx, id, null, body.userRole);
      return id;
    });
  } catch (err) {
    throw translateConflict(err, []);
  }
  return { message: M.teCreated, user: await loadStaffRow(db, userId) };
}

/** PUT api/user/admin/{id}: a TE user's details and TE roles; a changed email raises the notice. */
export async function updateTeUser(
  db: Db,
  config: AppConfig,
  actor: Actor,
  id: number,
  body: TeUserUpdateBody,
) {
  try {
    await inTransaction(db, actor.user.id, async (tx) => {
      const user = await repo.lockUser(tx, id);
      if (!user?.active || !isTeUser(user)) throw notFound(M.userLoadFailed);
      if (body.version !== undefined && body.version !== user.version) throw conflict();
      // A TE admin cannot change their own TE roles (the last TE Admin could otherwise lock everyone out).
      if (id === actor.user.id) {
        const [current] = groupUsers(await repo.findUserRows(tx, id));
        if (!sameRoles(current?.userRole ?? [], body.userRole)) {
          throw fieldRefusal(409, 'userRole', M.cannotChangeOwnRoles);
        }
      }
      const emailChange =
        body.email === user.email.toLowerCase()
          ? {}
          : await changeStaffEmail(tx, config, id, user.email, body.email);
      await repo.setRolesAt(tx, id, null, body.userRole);
      await repo.updateUser(tx, id, {
        firstName: body.firstName,
        lastName: body.lastName,
        middleInitial: body.middleInitial,
        ...emailChange,
        ...(body.trainingComplete !== undefined ? { trainingComplete: body.trainingComplete } : {}),
      });
    });
  } catch (err) {
    throw translateConflict(err, []);
  }
  return { message: M.updated, user: await loadStaffRow(db, id) };
}

/**
 * DELETE api/user/{id}: all access removed — every role deleted, the account deactivated (so its
 * history and email stay attached to the same person) and its sessions ended.
 */
export async function deleteStaffUser(db: Db, actor: Actor, id: number) {
  if (id === actor.user.id) throw conflict(M.cannotDeleteSelf);
  await inTransaction(db, actor.user.id, async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user?.active || !isStaffUser(user)) throw notFound(M.userLoadFailed);
    await repo.deleteRoles(tx, id, 'all');
    await repo.updateUser(tx, id, { active: false });
    await endUserSessions(tx, id);
  });
  return { message: M.deleted };
}
