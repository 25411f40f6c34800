import {
  COUNTRY_US,
  isTeUser,
  SCHOOL_MESSAGES as M,
  type SchoolBody,
  type SchoolDetail,
  type SchoolTeloBody,
  type SessionUser,
  schoolDeletionBlocker,
  schoolSchemaFor,
} from '@exchange/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import { hasSchoolPermission } from '../../plugins/policy.js';
import type { Actor } from '../../plugins/session.js';
import { parseWith } from '../../plugins/validation.js';
import * as details from './school-details-repo.js';
import * as repo from './schools-repo.js';

/** Schools the user works with: every school for TE users, the schools of their roles otherwise. */
export async function listSchoolsFor(db: Db, user: SessionUser) {
  if (isTeUser(user)) return repo.listSchools(db);
  const ids = [...new Set(user.userRole.flatMap((r) => (r.roleSchoolId === null ? [] : [r.roleSchoolId])))];
  return repo.listSchools(db, ids);
}

/** One school with contacts, programs and what the user may do with it; 404 when it does not exist. */
export async function loadSchoolDetail(db: DbOrTx, user: SessionUser, id: number): Promise<SchoolDetail> {
  const school = await repo.findSchoolDetail(db, id);
  if (!school) throw notFound(M.loadFailed);
  return {
    ...school,
    access: {
      canUpdate: hasSchoolPermission(user, id, 'updateSchool', 'write'),
      canDelete: hasSchoolPermission(user, id, 'deleteSchool', 'write'),
      canEditTeFields: isTeUser(user),
    },
  };
}

/** Columns every school user with the profile permission may set. */
function commonColumns(b: SchoolTeloBody): repo.SchoolValues {
  return {
    address: b.address,
    address2: b.address2,
    city: b.city,
    state: b.state,
    zip: b.zip,
    zipFour: b.zipFour,
    countryId: b.country,
    phone: b.phone,
    url: b.url,
    acceptingNewStudents: b.acceptingNewStudents,
    overview: b.overview,
    academicTerm: b.academicTerm,
    includeSummerTerm: b.includeSummerTerm,
    nonEduAccepted: b.nonEduAccepted,
    customField1: b.customField1,
    customField2: b.customField2,
    customField3: b.customField3,
  };
}

/** The TE-only columns (1-core §6). */
function teColumns(b: SchoolBody): repo.SchoolValues {
  return {
    schoolName: b.schoolName,
    regionId: b.region || null,
    parentCampusId: b.parentCampus,
    joinDate: b.joinDate,
    carnegieRating: b.carnegieRating,
    ipedsId: b.ipedsId,
    lineCredit: b.lineCredit,
    alertLeniency: b.alertLeniency,
    leniencyReason: b.leniencyReason,
    archived: b.archived,
    isClosed: b.isClosed,
  };
}

/** 400 when the form names a country, state, region or parent campus that does not exist. */
async function checkReferences(db: DbOrTx, body: SchoolTeloBody | SchoolBody, schoolId: number | null) {
  const te = 'region' in body ? body : null;
  const found = await repo.checkSchoolReferences(db, {
    country: body.country,
    state: body.country === COUNTRY_US ? body.state : null,
    region: te?.region ?? null,
    parentCampus: te?.parentCampus ?? null,
  });
  const errors: Record<string, string> = {};
  if (!found.country) errors.country = M.countryUnknown;
  if (body.country === COUNTRY_US && !found.state) errors.state = M.stateUnknown;
  if (te && !found.region) errors.region = M.regionUnknown;
  if (te?.parentCampus && (!found.parentCampus || te.parentCampus === schoolId)) {
    errors.parentCampus = M.parentCampusInvalid;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** 409 on the name field when another school has this name in this city (a form posted twice). */
async function checkUniqueName(tx: DbOrTx, schoolName: string, city: string, exceptId: number | null) {
  await repo.lockSchoolNames(tx);
  if (await repo.hasSchoolNamed(tx, schoolName, city, exceptId)) {
    throw new HttpError(409, M.duplicateSchool, { schoolName: M.duplicateSchool });
  }
}

/** POST api/schools: a new school with its contacts and programs (TE admins). */
export async function createSchool(db: Db, actor: Actor, body: SchoolBody) {
  const created = await inTransaction(db, actor.user.id, async (tx) => {
    await checkReferences(tx, body, null);
    await checkUniqueName(tx, body.schoolName, body.city, null);
    const school = await repo.insertSchool(tx, {
      ...commonColumns(body),
      ...teColumns(body),
    } as Parameters<typeof repo.insertSchool>[1]);
    await details.replaceContacts(tx, school.id, body.schoolContact);
    await details.replaceParticipation(
      tx,
      school.id,
      body.schoolParticipationType.map((p) => p.participationId),
    );
    return school;
  });
  return { ...created, message: M.created };
}

/**
 * PUT api/schools/{id}. TE users' bodies are checked with every rule and set every field; a school's
 * own users' TE-only fields are dropped by their schema, so the stored values stay.
 */
export async function updateSchool(db: Db, actor: Actor, id: number, raw: unknown) {
  const te = isTeUser(actor.user);
  const body = parseWith(schoolSchemaFor(te), raw) as SchoolBody | SchoolTeloBody;
  await inTransaction(db, actor.user.id, async (tx) => {
    const current = await repo.lockSchool(tx, id, 'no key update');
    if (!current) throw notFound(M.loadFailed);
    if (body.version !== undefined && body.version !== current.version) throw conflict();
    await checkReferences(tx, body, id);
    const schoolName = te ? (body as SchoolBody).schoolName : current.schoolName;
    if (schoolName !== current.schoolName || body.city !== current.city) {
      await checkUniqueName(tx, schoolName, body.city, id);
    }
    const columns = te ? { ...commonColumns(body), ...teColumns(body as SchoolBody) } : commonColumns(body);
    await repo.updateSchool(tx, id, columns);
    await details.replaceContacts(tx, id, body.schoolContact);
    await details.replaceParticipation(
      tx,
      id,
      body.schoolParticipationType.map((p) => p.participationId),
    );
  });
  return { message: M.updated, school: await loadSchoolDetail(db, actor.user, id) };
}

/** GET api/schools/{id}/dependents: what still refers to the school and whether the caller may delete. */
export async function schoolDependents(db: Db, user: SessionUser, id: number) {
  if (!(await repo.schoolExists(db, id))) throw notFound(M.loadFailed);
  const counts = await details.countDependents(db, id);
  const message = schoolDeletionBlocker(counts);
  return {
    ...counts,
    canDelete: !message && hasSchoolPermission(user, id, 'deleteSchool', 'write'),
    message,
  };
}

/** DELETE api/schools/{id}: refused with 409 and the reason while users, applications or invoices remain. */
export async function deleteSchool(db: Db, actor: Actor, id: number) {
  await inTransaction(db, actor.user.id, async (tx) => {
    // The row lock keeps new applications and roles (which lock the school as a foreign key) out until
    // the deletion commits, so the counts cannot go stale.
    if (!(await repo.lockSchool(tx, id))) throw notFound(M.loadFailed);
    const blocker = schoolDeletionBlocker(await details.countDependents(tx, id));
    if (blocker) throw conflict(blocker);
    await repo.deleteSchool(tx, id);
  });
  return { message: M.deleted };
}

/** Whether a school exists (other modules check the school a request names). */
export async function schoolExists(db: DbOrTx, id: number): Promise<boolean> {
  return repo.schoolExists(db, id);
}
