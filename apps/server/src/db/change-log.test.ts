import { EXPORT_STATUS, IMPORT_STATUS, ROLE, STUDENT_CATEGORIES } from '@exchange/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database, Db } from './client.js';
import { aidYears } from './schema/aid-years.js';
import { userRoles, users } from './schema/auth.js';
import { changeLog } from './schema/change-log.js';
import { schools } from './schema/schools.js';
import { applicationSchools, studentApplications, students } from './schema/students.js';
import { inTransaction } from './transaction.js';

let database: Database;
let db: Db;
let actorId: number;

const schoolValues = (name: string) => ({
  schoolName: name,
  address: '1 College Way',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '2175550100',
  url: 'https://www.example.edu',
  joinDate: '2020-07-01',
  overview: 'A'.repeat(120),
});

const userValues = (email: string, usertype: 'TE' | 'TELO' | 'STUDENT') => ({
  userName: email,
  email,
  firstName: 'Test',
  lastName: 'User',
  usertype,
  passwordHash: 'argon2-hash-placeholder-never-logged',
});

function logsOf(tableName: string, recordId: number) {
  return db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.tableName, tableName), eq(changeLog.recordId, recordId)))
    .orderBy(asc(changeLog.id));
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const [actor] = await inTransaction(db, null, (tx) =>
    tx.insert(users).values(userValues('actor@example.org', 'TE')).returning({ id: users.id }),
  );
  actorId = actor!.id;
});

afterAll(async () => {
  await database?.close();
});

describe('change-log triggers', () => {
  it('records an insert, one row per non-empty column, with the acting user', async () => {
    const [school] = await inTransaction(db, actorId, (tx) =>
      tx.insert(schools).values(schoolValues('Insert College')).returning({ id: schools.id }),
    );
    const rows = await logsOf('schools', school!.id);
    const name = rows.find((r) => r.columnName === 'school_name');
    expect(name).toMatchObject({
      logType: 'SCHOOL',
      action: 'INSERT',
      oldValue: null,
      newValue: 'Insert College',
      modifiedBy: actorId,
      schoolId: school!.id,
    });
    expect(rows.every((r) => r.action === 'INSERT' && r.newValue !== null)).toBe(true);
    expect(rows.map((r) => r.columnName)).not.toContain('created_at');
  });

  it('records an update of a school: column, old value, new value, who and when', async () => {
    const [school] = await inTransaction(db, actorId, (tx) =>
      tx.insert(schools).values(schoolValues('Update College')).returning({ id: schools.id }),
    );
    const before = Date.now();
    await inTransaction(db, actorId, (tx) =>
      tx
        .update(schools)
        .set({ city: 'Shelbyville', version: 2, updatedAt: new Date() })
        .where(eq(schools.id, school!.id)),
    );
    const after = Date.now();
    const updates = (await logsOf('schools', school!.id)).filter((r) => r.action === 'UPDATE');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      logType: 'SCHOOL',
      columnName: 'city',
      oldValue: 'Springfield',
      newValue: 'Shelbyville',
      modifiedBy: actorId,
      schoolId: school!.id,
    });
    const at = updates[0]!.modifiedAt.getTime();
    expect(at).toBeGreaterThanOrEqual(before - 2_000);
    expect(at).toBeLessThanOrEqual(after + 2_000);
  });

  it('records a delete with the old values', async () => {
    const [school] = await inTransaction(db, actorId, (tx) =>
      tx.insert(schools).values(schoolValues('Delete College')).returning({ id: schools.id }),
    );
    await inTransaction(db, actorId, (tx) => tx.delete(schools).where(eq(schools.id, school!.id)));
    const deletes = (await logsOf('schools', school!.id)).filter((r) => r.action === 'DELETE');
    expect(deletes.find((r) => r.columnName === 'school_name')).toMatchObject({
      oldValue: 'Delete College',
      newValue: null,
      modifiedBy: actorId,
    });
  });

  it('records nothing for a rolled-back write', async () => {
    const [school] = await inTransaction(db, actorId, (tx) =>
      tx.insert(schools).values(schoolValues('Rollback College')).returning({ id: schools.id }),
    );
    const countBefore = (await logsOf('schools', school!.id)).length;
    await expect(
      inTransaction(db, actorId, async (tx) => {
        await tx.update(schools).set({ city: 'Nowhere' }).where(eq(schools.id, school!.id));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await logsOf('schools', school!.id)).toHaveLength(countBefore);
  });

  it('leaves the actor empty for system writes and never copies password hashes', async () => {
    const [user] = await inTransaction(db, null, (tx) =>
      tx.insert(users).values(userValues('telo@example.edu', 'TELO')).returning({ id: users.id }),
    );
    await inTransaction(db, user!.id, (tx) =>
      tx.update(users).set({ passwordHash: 'another-hash' }).where(eq(users.id, user!.id)),
    );
    const rows = await logsOf('users', user!.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.modifiedBy === null && r.logType === 'TELO' && r.action === 'INSERT')).toBe(
      true,
    );
    expect(rows.map((r) => r.columnName)).not.toContain('password_hash');
    expect(JSON.stringify(rows)).not.toContain('hash');
  });

  it('files TE roles under ADMIN and school roles under TELO', async () => {
    const [school] = await inTransaction(db, actorId, (tx) =>
      tx.insert(schools).values(schoolValues('Roles College')).returning({ id: schools.id }),
    );
    const [te] = await inTransaction(db, actorId, async (tx) => {
      await tx.insert(userRoles).values({ userId: actorId, schoolId: null, roleId: ROLE.REPORTS });
      return tx
        .insert(userRoles)
        .values({ userId: actorId, schoolId: school!.id, roleId: ROLE.EXPORT })
        .returning({ id: userRoles.id });
    });
    const rows = await db.select().from(changeLog).where(eq(changeLog.tableName, 'user_roles'));
    expect(rows.filter((r) => r.recordId !== te!.id).every((r) => r.logType === 'ADMIN')).toBe(true);
    expect(rows.filter((r) => r.recordId === te!.id).every((r) => r.logType === 'TELO')).toBe(true);
    expect(rows.find((r) => r.recordId === te!.id)).toMatchObject({
      schoolId: school!.id,
      subjectUserId: actorId,
    });
  });

  it('splits application changes into EXPORT and APPLICATION logs and files import rows under IMPORT', async () => {
    const ids = await inTransaction(db, actorId, async (tx) => {
      const [exporter] = await tx
        .insert(schools)
        .values(schoolValues('Export U'))
        .returning({ id: schools.id });
      const [importer] = await tx
        .insert(schools)
        .values(schoolValues('Import U'))
        .returning({ id: schools.id });
      const [year] = await tx
        .insert(aidYears)
        .values({
          aidyear: '2030-2031',
          aidyearbegindate: '2030-07-01',
          aidyearenddate: '2031-06-30',
          displaybegindate: '2029-10-01',
          displayenddate: '2031-06-30',
        })
        .returning({ id: aidYears.id });
      const [account] = await tx
        .insert(users)
        .values(userValues('kid@example.com', 'STUDENT'))
        .returning({ id: users.id });
      const [student] = await tx
        .insert(students)
        .values({
          userId: account!.id,
          studentFirstName: 'Kid',
          studentLastName: 'User',
          studentEmail: 'kid@example.com',
        })
        .returning({ id: students.id });
      const [app] = await tx
        .insert(studentApplications)
        .values({
          studentId: student!.id,
          aidYearId: year!.id,
          exportSchoolId: exporter!.id,
          employeeFirstName: 'Pat',
          employeeLastName: 'User',
          employeeEmail: 'pat.user@export.edu',
          employeeTitle: 'Professor',
          studentCategoryId: STUDENT_CATEGORIES[1]!.id,
        })
        .returning({ id: studentApplications.id });
      await tx.insert(applicationSchools).values({ applicationId: app!.id, importSchoolId: importer!.id });
      return {
        exporter: exporter!.id,
        importer: importer!.id,
        year: year!.id,
        student: student!.id,
        app: app!.id,
      };
    });

    await inTransaction(db, actorId, async (tx) => {
      await tx
        .update(studentApplications)
        .set({ exportStatusId: EXPORT_STATUS.EXPORT_APPROVED, employeeTitle: 'Dean' })
        .where(eq(studentApplications.id, ids.app));
      await tx
        .update(applicationSchools)
        .set({ importStatusId: IMPORT_STATUS.DECISION_PENDING })
        .where(eq(applicationSchools.applicationId, ids.app));
    });

    const appUpdates = (await logsOf('student_applications', ids.app)).filter((r) => r.action === 'UPDATE');
    const context = {
      schoolId: ids.exporter,
      studentId: ids.student,
      aidYearId: ids.year,
      applicationId: ids.app,
    };
    expect(appUpdates.find((r) => r.columnName === 'export_status_id')).toMatchObject({
      logType: 'EXPORT',
      oldValue: String(EXPORT_STATUS.AWAITING_DECISION),
      newValue: String(EXPORT_STATUS.EXPORT_APPROVED),
      applicationStatus: 'OPEN',
      ...context,
    });
    expect(appUpdates.find((r) => r.columnName === 'employee_title')).toMatchObject({
      logType: 'APPLICATION',
      newValue: 'Dean',
      ...context,
    });
    const imports = await db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'application_schools'), eq(changeLog.action, 'UPDATE')));
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({
      logType: 'IMPORT',
      columnName: 'import_status_id',
      schoolId: ids.importer,
      studentId: ids.student,
      aidYearId: ids.year,
      applicationId: ids.app,
      modifiedBy: actorId,
    });
  });
});
