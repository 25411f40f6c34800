/**
 * Queries of the year-end close (open-points 43; migration 0015): which ended aid years still need it, the
 * claim a server takes on one (renewed while it works, taken over once stale), and the year's live
 * applications that nothing keeps open.
 */
import { APPLICATION_STATUS, KEEPS_OPEN_AFTER_AID_YEAR } from '@exchange/domain';
import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { applicationSchools, studentApplications } from '../../db/schema/students.js';
import { yearEndCloses } from '../../db/schema/year-end-closes.js';

const c = yearEndCloses;
const a = studentApplications;
const x = applicationSchools;

/** Aid years whose end date is before `today` and whose close has not finished, earliest first. */
export async function listAidYearsToClose(db: DbOrTx, today: string) {
  return db
    .select({ id: aidYears.id, aidyear: aidYears.aidyear, aidyearenddate: aidYears.aidyearenddate })
    .from(aidYears)
    .where(
      and(
        lt(aidYears.aidyearenddate, today),
        notExists(
          db
            .select({ one: sql`1` })
            .from(c)
            .where(and(eq(c.aidYearId, aidYears.id), sql`${c.finishedAt} is not null`)),
        ),
      ),
    )
    .orderBy(asc(aidYears.aidyearenddate), asc(aidYears.id));
}

/**
 * Claims an aid year's close with a fresh token: true when this call took it (a first claim, or one left
 * unfinished and not renewed for `staleSeconds`). A second server's insert waits for the first's commit
 * and then finds the claim held.
 */
export async function claimYearEndClose(
  db: DbOrTx,
  aidYearId: number,
  token: string,
  staleSeconds: number,
): Promise<boolean> {
  const rows = await db
    .insert(c)
    .values({ aidYearId, claimToken: token })
    .onConflictDoUpdate({
      target: c.aidYearId,
      set: { claimToken: token, claimedAt: sql`now()` },
      setWhere: and(
        isNull(c.finishedAt),
        lt(c.claimedAt, sql`now() - ${staleSeconds}::int * interval '1 second'`),
      ),
    })
    .returning({ token: c.claimToken });
  return rows[0]?.token === token;
}

/** Renews a held claim; false when another server has taken it over (this one then stops). */
export async function renewYearEndClaim(db: DbOrTx, aidYearId: number, token: string): Promise<boolean> {
  const rows = await db
    .update(c)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(c.aidYearId, aidYearId), eq(c.claimToken, token), isNull(c.finishedAt)))
    .returning({ id: c.aidYearId });
  return rows.length === 1;
}

/** Marks a held claim finished, adding the applications this server closed. */
export async function finishYearEndClose(db: DbOrTx, aidYearId: number, token: string, closed: number) {
  await db
    .update(c)
    .set({ finishedAt: sql`now()`, closedCount: sql`${c.closedCount} + ${closed}` })
    .where(and(eq(c.aidYearId, aidYearId), eq(c.claimToken, token)));
}

/**
 * The aid year's OPEN and TRANSFER applications with no import row at Enrolled or Leave of Absence, by
 * id: the ones the close looks at (each is checked again under its lock).
 */
export async function listClosableApplicationIds(db: DbOrTx, aidYearId: number): Promise<number[]> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.aidYearId, aidYearId),
        inArray(a.applicationStatus, [APPLICATION_STATUS.OPEN, APPLICATION_STATUS.TRANSFER]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(x)
            .where(and(eq(x.applicationId, a.id), inArray(x.importStatusId, [...KEEPS_OPEN_AFTER_AID_YEAR]))),
        ),
      ),
    )
    .orderBy(asc(a.id));
  return rows.map((r) => r.id);
}
