import {
  aidYearLabel,
  isActiveAidYear,
  isTeUser,
  SCHOOL_AID_YEAR_MESSAGES as M,
  type SchoolAidYearBody,
  type SchoolAidYearCreateBody,
  type SchoolAidYearRecord,
  type SessionUser,
  schoolAidYearCreateSchema,
  schoolAidYearSchema,
  usesSetRate,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import { hasSchoolPermission } from '../../plugins/policy.js';
import type { Actor } from '../../plugins/session.js';
import { parseWith } from '../../plugins/validation.js';
import { schoolExists } from '../schools/schools-service.js';
import * as repo from './school-aid-years-repo.js';

/**
 * Records of a school (or one record) shaped for the API, with what the user may do with each; a record
 * is active while its aid year has not ended on the programme's today.
 */
async function loadRecords(
  db: DbOrTx,
  config: AppConfig,
  user: SessionUser,
  where: { schoolId: number } | { recordId: number },
): Promise<SchoolAidYearRecord[]> {
  const rows = await repo.listRecords(db, where);
  const today = programToday(config);
  return rows.map(
    ({ record: r, aidyear, aidyearenddate, eligiblePrograms, enrollments, studentCategories }) => {
      const active = isActiveAidYear(aidyearenddate, today);
      return {
        id: r.id,
        schoolId: r.schoolId,
        aidYearId: r.aidYearId,
        aidyear,
        aidyearLabel: aidYearLabel(aidyear),
        aidyearenddate,
        active,
        canEdit: active && hasSchoolPermission(user, r.schoolId, 'editAidYear', 'write'),
        optOutImportScholarship: r.optOutImportScholarship,
        exportUrl: r.exportUrl,
        importUrl: r.importUrl,
        willExtendTuition: r.willExtendTuition,
        acceptMidTermStudents: r.acceptMidTermStudents,
        exportDeadline: r.exportDeadline,
        importDeadline: r.importDeadline,
        tuition: r.tuitionCents,
        scholarshipOfferingId: r.scholarshipOfferingId,
        scholarshipAmountOther: r.scholarshipAmountOtherCents,
        setRate: r.setRateCents,
        requireFafsa: r.requireFafsa,
        pellIncluded: r.pellIncluded,
        stateGrantIncluded: r.stateGrantIncluded,
        academicScholarshipIncluded: r.academicScholarshipIncluded,
        talentScholarshipIncluded: r.talentScholarshipIncluded,
        outsideScholarshipIncluded: r.outsideScholarshipIncluded,
        mustLiveOnCampus: r.mustLiveOnCampus,
        percentageAwardOffers: r.percentageAwardOffers,
        eligiblePrograms,
        enrollments: enrollments.map(({ amountCents, ...f }) => ({ ...f, amount: amountCents })),
        studentCategories,
        version: r.version,
      };
    },
  );
}

/** GET api/schools/aidyears/{schoolId}: every record of the school; 404 when it has none yet. */
export async function listSchoolRecords(db: Db, config: AppConfig, user: SessionUser, schoolId: number) {
  const records = await loadRecords(db, config, user, { schoolId });
  if (records.length === 0) throw notFound(M.noRecords);
  return records;
}

/** The aid year of a write, which must exist and not have ended on the programme's today (1-core §9). */
async function requireActiveAidYear(db: DbOrTx, config: AppConfig, aidYearId: number) {
  const year = await repo.findAidYear(db, aidYearId);
  if (!year) throw badRequest(M.required, { aidYearId: M.required });
  if (!isActiveAidYear(year.aidyearenddate, programToday(config))) {
    throw badRequest(M.inactiveAidYear, { aidYearId: M.inactiveAidYear });
  }
  return year;
}

/** Record columns from a checked body; an Annual Set-Rate offering without a rate takes the aid year's. */
function recordColumns(body: SchoolAidYearBody, aidYearSetRateCents: number): repo.RecordColumns {
  const { eligiblePrograms: _p, enrollments: _e, studentCategories: _c, version: _v, ...columns } = body;
  const setRateCents =
    usesSetRate(body.scholarshipOfferingId) && body.setRateCents === null
      ? aidYearSetRateCents
      : body.setRateCents;
  return { ...columns, setRateCents };
}

/** 403 unless the user may edit the school's aid-year form (role 1 not read-only, 6 or 7; TE Admin). */
export function requireEditor(user: SessionUser, schoolId: number) {
  if (!hasSchoolPermission(user, schoolId, 'editAidYear', 'write')) throw forbidden();
}

/** The school a POST body names, when it names one as a positive integer. */
function namedSchoolId(raw: unknown): number | null {
  const id = typeof raw === 'object' && raw !== null ? (raw as { schoolId?: unknown }).schoolId : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 403 unless the user may edit the aid-year form of the school the body names; a body naming no school
 * is answered (400) only to someone who edits the aid-year form of some school. Either way a refused
 * caller never learns the form's rules.
 */
export function requireEditorFor(user: SessionUser, raw: unknown) {
  const schoolId = namedSchoolId(raw);
  if (schoolId !== null) return requireEditor(user, schoolId);
  // TE roles hold at every school, so any id answers for a TE user; a TELO's own schools answer for them.
  const schools = isTeUser(user) ? [0] : user.userRole.map((r) => r.roleSchoolId ?? 0);
  if (!schools.some((id) => hasSchoolPermission(user, id, 'editAidYear', 'write'))) throw forbidden();
}

/** POST api/schools/aidyears: the school's first record for an aid year (409 when it has one). */
export async function createRecord(db: Db, config: AppConfig, actor: Actor, raw: unknown) {
  requireEditorFor(actor.user, raw);
  const body: SchoolAidYearCreateBody = parseWith(schoolAidYearCreateSchema, raw);
  let recordId: number;
  try {
    recordId = await inTransaction(db, actor.user.id, async (tx) => {
      if (!(await schoolExists(tx, body.schoolId))) throw notFound();
      const year = await requireActiveAidYear(tx, config, body.aidYearId);
      if (await repo.findRecordId(tx, body.schoolId, body.aidYearId)) throw conflict(M.recordExists);
      const { schoolId, aidYearId, ...rest } = body;
      const id = await repo.insertRecord(tx, {
        ...recordColumns(rest, year.setRateCents),
        schoolId,
        aidYearId,
      });
      await repo.replaceRecordLists(tx, id, body);
      return id;
    });
  } catch (err) {
    // Two first saves at once: the unique index lets one through and the other hears it exists.
    if (isUniqueViolation(err, 'school_aid_years_uq')) throw conflict(M.recordExists);
    throw err;
  }
  const [record] = await loadRecords(db, config, actor.user, { recordId });
  return { message: M.added, record: record! };
}

/** PUT api/schools/aidyears/{recordId}: changes a record of an active aid year. */
export async function updateRecord(db: Db, config: AppConfig, actor: Actor, recordId: number, raw: unknown) {
  await inTransaction(db, actor.user.id, async (tx) => {
    const current = await repo.lockRecord(tx, recordId);
    if (!current) throw notFound(M.loadFailed);
    requireEditor(actor.user, current.schoolId);
    const body: SchoolAidYearBody = parseWith(schoolAidYearSchema, raw);
    const year = await requireActiveAidYear(tx, config, current.aidYearId);
    if (body.version !== undefined && body.version !== current.version) throw conflict();
    await repo.updateRecord(tx, recordId, recordColumns(body, year.setRateCents));
    await repo.replaceRecordLists(tx, recordId, body);
  });
  const [record] = await loadRecords(db, config, actor.user, { recordId });
  return { message: M.updated, record: record! };
}
