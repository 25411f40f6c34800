import {
  adminRoleChanged,
  changedIdentityFields,
  forcesDailyDigest,
  type IdentityFields,
  isTeloUser,
  USER_MESSAGES as M,
  mayChangeIdentity,
  roleNamesLabel,
  type SchoolUserBody,
  sameRoles,
  TRAINING,
  teloSlotIssue,
  teloSlotsUsed,
  USER_TYPE,
  type UserType,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import { endUserSessions } from '../../platform/sessions/session-repo.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { hasSchoolPermission } from '../../plugins/policy.js';
import type { Actor } from '../../plugins/session.js';
import {
  changeStaffEmail,
  fieldRefusal,
  openAccount,
  prepareTemporaryPassword,
  translateConflict,
} from './account-steps.js';
import { addedToSchoolEmails } from './user-emails.js';
import { type GroupedUser, groupUsers, toSchoolUserRows } from './user-views.js';
import * as repo from './users-repo.js';

/** The school's active users, grouped with their roles there. */
async function loadMembers(db: DbOrTx, schoolId: number): Promise<GroupedUser[]> {
  return groupUsers(await repo.listSchoolMemberRows(db, schoolId));
}

/** GET api/user/school/{schoolId}: the School Users grid rows, by last name. */
export async function listSchoolUsers(db: Db, schoolId: number) {
  return toSchoolUserRows(await loadMembers(db, schoolId));
}

/** One user's grid row at a school. */
async function loadSchoolUserRow(db: DbOrTx, schoolId: number, userId: number) {
  const row = toSchoolUserRows(await loadMembers(db, schoolId)).find((r) => r.id === userId);
  if (!row) throw notFound(M.userLoadFailed);
  return row;
}

/** Locks the school for user writes (404 when it does not exist) and answers its members. */
async function lockMembers(tx: Tx, schoolId: number) {
  if (!(await repo.lockSchoolForUsers(tx, schoolId))) throw notFound();
  return loadMembers(tx, schoolId);
}

/** 409 when a TELO role asked for is held by another user of the school (1-core §6). */
function checkTeloSlots(members: GroupedUser[], userId: number | null, body: SchoolUserBody) {
  const issue = teloSlotIssue(body.userRole, teloSlotsUsed(members, userId));
  if (issue) throw fieldRefusal(409, 'userRole', issue);
}

/**
 * Role changes the actor may not make: their own roles (so nobody raises their own access or locks
 * themselves out), and the Admin role unless they are a role-1 user (SCHOOL_PERMISSIONS.changeAdminRole).
 */
function checkRoleChange(
  actor: Actor,
  schoolId: number,
  userId: number | null,
  before: readonly { userRoleId: number; readOnly: number }[],
  after: readonly { userRoleId: number; readOnly: number }[],
) {
  if (userId === actor.user.id && !sameRoles(before, after)) {
    throw fieldRefusal(409, 'userRole', M.cannotChangeOwnRoles);
  }
  if (
    adminRoleChanged(before, after) &&
    !hasSchoolPermission(actor.user, schoolId, 'changeAdminRole', 'write')
  ) {
    throw fieldRefusal(403, 'userRole', M.adminRoleOnlyAdmin);
  }
}

/** Whether the actor may change the account's identity (domain mayChangeIdentity, over all its roles). */
async function mayChangeAccount(tx: Tx, actor: Actor, account: { id: number; usertype: string }) {
  const roleSchoolIds = await repo.listRoleSchoolIds(tx, account.id);
  return mayChangeIdentity(actor.user, {
    id: account.id,
    usertype: account.usertype as UserType,
    roleSchoolIds,
  });
}

/** Tells a person added to a school, and the primary TELOs of the schools they already work at. */
async function tellAddedToSchool(
  tx: Tx,
  config: AppConfig,
  actor: Actor,
  added: { email: string; otherSchoolIds: readonly (number | null)[] },
  schoolId: number,
  body: SchoolUserBody,
) {
  const others = [...new Set(added.otherSchoolIds)].filter((id): id is number => id !== null);
  const emails = addedToSchoolEmails(
    config,
    {
      email: added.email,
      schoolName: await repo.findSchoolName(tx, schoolId),
      roleNames: roleNamesLabel(body.userRole),
      addedBy: `${actor.user.firstName} ${actor.user.lastName}`,
    },
    await repo.listPrimaryTeloEmailsAt(tx, others),
  );
  for (const mail of emails) await enqueueEmail(tx, mail);
}

/** The answer's row for an existing account: what the adder typed, nothing the account holds. */
function typedRow(
  userId: number,
  body: SchoolUserBody,
  row: Pick<GroupedUser, 'userRole'> & { roleName: string },
) {
  return {
    id: userId,
    userName: body.email,
    email: body.email,
    title: body.title ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    middleInitial: body.middleInitial ?? null,
    roleName: row.roleName,
    userRole: row.userRole,
  };
}

/** Daily Digest stays on while the user is a primary or secondary TELO at any school. */
async function dailyDigestAfter(tx: Tx, userId: number, requested: 0 | 1) {
  return forcesDailyDigest(await repo.listRoleIds(tx, userId)) ? 1 : requested;
}

/**
 * POST api/user/school/{schoolId}. A new email gets a TELO account with a temporary password by email;
 * an email that already has a TELO account gives that person roles at this school instead of a second
 * account: their identity stays theirs (training too, unless the actor may change it), they and the
 * primary TELOs of their other schools are told, and the answer echoes only what was typed.
 * Training is set only by a role-1 user.
 */
export async function createSchoolUser(
  db: Db,
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  body: SchoolUserBody,
) {
  const mayTrain = hasSchoolPermission(actor.user, schoolId, 'changeTraining', 'write');
  const temporary = await prepareTemporaryPassword();
  let result: { userId: number; newAccount: boolean };
  try {
    result = await inTransaction(db, actor.user.id, async (tx) => {
      const members = await lockMembers(tx, schoolId);
      const existing = await repo.findAccountByEmail(tx, body.email);
      if (existing?.active && isTeloUser(existing)) {
        if (members.some((m) => m.id === existing.id)) throw fieldRefusal(409, 'email', M.alreadyAtSchool);
        checkRoleChange(actor, schoolId, existing.id, [], body.userRole);
        checkTeloSlots(members, existing.id, body);
        const otherSchoolIds = await repo.listRoleSchoolIds(tx, existing.id);
        const mayChange = mayChangeIdentity(actor.user, {
          id: existing.id,
          usertype: USER_TYPE.TELO,
          roleSchoolIds: otherSchoolIds,
        });
        await repo.setRolesAt(tx, existing.id, schoolId, body.userRole);
        // Adding a school never turns another school's daily digest off; it may turn it on.
        const digest = await dailyDigestAfter(tx, existing.id, body.DailyDigest);
        await repo.updateUser(tx, existing.id, {
          ...(digest === 1 ? { dailyDigest: 1 } : {}),
          ...(mayTrain && mayChange && body.trainingComplete !== undefined
            ? { trainingComplete: body.trainingComplete }
            : {}),
        });
        await tellAddedToSchool(tx, config, actor, { email: body.email, otherSchoolIds }, schoolId, body);
        return { userId: existing.id, newAccount: false };
      }
      checkRoleChange(actor, schoolId, null, [], body.userRole);
      checkTeloSlots(members, null, body);
      const userId = await openAccount(tx, config, {
        person: body,
        usertype: USER_TYPE.TELO,
        trainingComplete: mayTrain ? (body.trainingComplete ?? TRAINING.REQUIRED) : TRAINING.REQUIRED,
        dailyDigest: body.DailyDigest,
        temporary,
      });
      await repo.setRolesAt(tx, userId, schoolId, body.userRole);
      return { userId, newAccount: true };
    });
  } catch (err) {
    throw translateConflict(err, body.userRole);
  }
  const row = await loadSchoolUserRow(db, schoolId, result.userId);
  return {
    message: M.created,
    newAccount: result.newAccount,
    user: result.newAccount ? row : typedRow(result.userId, body, row),
  };
}

/**
 * PUT api/user/{id}/{schoolId}: the person's details and their roles at this school (roles elsewhere
 * stay). A changed email becomes the sign-in user ID and raises the 'User Email Updated' notice. The
 * details (identity) change only when the actor may change them: otherwise 403 naming the fields, and
 * the Daily Digest can be turned on but not off (it serves the person's other schools too).
 */
export async function updateSchoolUser(
  db: Db,
  config: AppConfig,
  actor: Actor,
  userId: number,
  schoolId: number,
  body: SchoolUserBody,
) {
  const mayTrain = hasSchoolPermission(actor.user, schoolId, 'changeTraining', 'write');
  try {
    await inTransaction(db, actor.user.id, async (tx) => {
      const members = await lockMembers(tx, schoolId);
      const user = await repo.lockUser(tx, userId);
      const member = members.find((m) => m.id === userId);
      if (!user || !member) throw notFound(M.userLoadFailed);
      if (body.version !== undefined && body.version !== user.version) throw conflict();
      checkRoleChange(actor, schoolId, userId, member.userRole, body.userRole);
      checkTeloSlots(members, userId, body);
      const trainingChanged =
        mayTrain && body.trainingComplete !== undefined && body.trainingComplete !== user.trainingComplete;
      const mayChange = await mayChangeAccount(tx, actor, user);
      const changed = [
        ...changedIdentityFields(user as IdentityFields, body),
        ...(trainingChanged ? ['trainingComplete'] : []),
      ];
      if (changed.length > 0 && !mayChange) throw fieldRefusal(403, changed, M.identityLocked);
      const digest = mayChange || body.DailyDigest === 1 ? body.DailyDigest : user.dailyDigest;
      const emailChange =
        body.email === user.email.toLowerCase()
          ? {}
          : await changeStaffEmail(tx, config, userId, user.email, body.email);
      await repo.setRolesAt(tx, userId, schoolId, body.userRole);
      await repo.updateUser(tx, userId, {
        title: body.title,
        firstName: body.firstName,
        lastName: body.lastName,
        middleInitial: body.middleInitial,
        ...emailChange,
        dailyDigest: await dailyDigestAfter(tx, userId, digest === 1 ? 1 : 0),
        ...(mayTrain && body.trainingComplete !== undefined
          ? { trainingComplete: body.trainingComplete }
          : {}),
      });
    });
  } catch (err) {
    throw translateConflict(err, body.userRole);
  }
  return { message: M.updated, newAccount: false, user: await loadSchoolUserRow(db, schoolId, userId) };
}

/**
 * DELETE api/user/{id}/{schoolId}: the user loses their roles at this school only. Someone left with
 * no role anywhere is deactivated and signed out, so no account without access stays usable.
 */
export async function removeSchoolUser(db: Db, actor: Actor, userId: number, schoolId: number) {
  if (userId === actor.user.id) throw conflict(M.cannotRemoveSelf);
  await inTransaction(db, actor.user.id, async (tx) => {
    const members = await lockMembers(tx, schoolId);
    const user = await repo.lockUser(tx, userId);
    const member = members.find((m) => m.id === userId);
    if (!user || !member) throw notFound(M.userLoadFailed);
    // Removing a school admin's access removes their Admin role: a role-1 user's call too.
    checkRoleChange(actor, schoolId, userId, member.userRole, []);
    await repo.deleteRoles(tx, userId, schoolId);
    const remaining = await repo.listRoleIds(tx, userId);
    if (remaining.length === 0) {
      await repo.updateUser(tx, userId, { active: false });
      await endUserSessions(tx, userId);
    } else {
      await repo.updateUser(tx, userId, {});
    }
  });
  return { message: M.deleted };
}
