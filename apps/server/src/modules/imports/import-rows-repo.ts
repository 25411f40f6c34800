/**
 * The only writer of `application_schools`, the import rows (docs/architecture.md "The floors": one
 * owner per table's writes): the import writes of this module, the export decisions that move rows (exports module) and
 * the student's school list (students module) all change rows here; the other modules call it through
 * import-rows-service.ts. Reads stay with the module that reads (every module may read the table).
 */
import { REMOVABLE_IMPORT_STATUSES, STAFF_USER_TYPES } from '@exchange/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applicationSchools } from '../../db/schema/students.js';

const x = applicationSchools;

/** What an import row becomes; a field left out stays as it is. */
export interface ImportRowValues {
  importStatusId?: number;
  importStatusDate?: string;
  importStatusOtherReason?: string | null;
  participationTypeId?: number | null;
  withdrawalDate?: string | null;
  leaveOfAbsenceBegin?: string | null;
  leaveOfAbsenceEnd?: string | null;
  lastEligibilityUsed?: string | null;
  unprocessedSummerTerm?: number;
  /** The acting user, when the change is the school's decision rather than a bookkeeping move. */
  modifiedBy?: number;
}

/** Updates import rows alike, bumping their versions (a form loaded before gets 409). */
export async function updateImportRows(db: DbOrTx, rowIds: readonly number[], values: ImportRowValues) {
  if (rowIds.length === 0) return;
  await db
    .update(x)
    .set({ ...values, version: sql`${x.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(x.id, [...rowIds]));
}

/** Lists schools on an application with the given import status (no school user has acted yet). */
export async function insertImportRows(
  db: DbOrTx,
  applicationId: number,
  schoolIds: readonly number[],
  start: { importStatusId: number; importStatusDate: string },
) {
  if (schoolIds.length === 0) return;
  await db.insert(x).values(schoolIds.map((importSchoolId) => ({ applicationId, importSchoolId, ...start })));
}

/** True while no staff user has changed the row (a student's own change is no school action). */
const untouchedBySchool = isNull(sql`(select m.id from users m where m.id = ${x.modifiedBy}
  and m.usertype in (${sql.join(
    STAFF_USER_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )}))`);

/**
 * Takes schools off an application, only those whose school has not acted yet (isRemovableImportSchool,
 * re-checked here in the statement); answers how many rows went.
 */
export async function deleteRemovableImportRows(
  db: DbOrTx,
  applicationId: number,
  schoolIds: readonly number[],
) {
  if (schoolIds.length === 0) return 0;
  const { always, untilSchoolActs } = REMOVABLE_IMPORT_STATUSES;
  const deleted = await db
    .delete(x)
    .where(
      and(
        eq(x.applicationId, applicationId),
        inArray(x.importSchoolId, [...schoolIds]),
        or(
          inArray(x.importStatusId, [...always]),
          and(inArray(x.importStatusId, [...untilSchoolActs]), untouchedBySchool),
        ),
      ),
    )
    .returning({ id: x.id });
  return deleted.length;
}
