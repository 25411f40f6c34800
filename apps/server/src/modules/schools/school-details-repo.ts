import type { ContactInput } from '@exchange/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { schoolContacts, schoolParticipationTypes } from '../../db/schema/school-details.js';

/**
 * Makes the school's contacts equal the given slots. Slots are updated in place rather than replaced,
 * so the change log shows what changed in a slot instead of a delete and an insert.
 */
export async function replaceContacts(db: DbOrTx, schoolId: number, contacts: readonly ContactInput[]) {
  const slots = contacts.map((c) => c.contactId);
  await db
    .delete(schoolContacts)
    .where(
      slots.length
        ? and(eq(schoolContacts.schoolId, schoolId), notInArray(schoolContacts.contactId, slots))
        : eq(schoolContacts.schoolId, schoolId),
    );
  for (const c of contacts) {
    const values = {
      contactFirstName: c.contactFirstName,
      contactLastName: c.contactLastName,
      contactEmail: c.contactEmail,
    };
    await db
      .insert(schoolContacts)
      .values({ schoolId, contactId: c.contactId, ...values })
      .onConflictDoUpdate({
        target: [schoolContacts.schoolId, schoolContacts.contactId],
        set: { ...values, updatedAt: sql`now()` },
        // Unchanged slots are left alone, so they add nothing to the change log.
        setWhere: sql`(${schoolContacts.contactFirstName}, ${schoolContacts.contactLastName}, ${schoolContacts.contactEmail})
          is distinct from (excluded.contact_first_name, excluded.contact_last_name, excluded.contact_email)`,
      });
  }
}

/** Makes the school's exchange programs equal the given ids. */
export async function replaceParticipation(db: DbOrTx, schoolId: number, ids: readonly number[]) {
  await db
    .delete(schoolParticipationTypes)
    .where(
      ids.length
        ? and(
            eq(schoolParticipationTypes.schoolId, schoolId),
            notInArray(schoolParticipationTypes.participationId, [...ids]),
          )
        : eq(schoolParticipationTypes.schoolId, schoolId),
    );
  if (ids.length) {
    await db
      .insert(schoolParticipationTypes)
      .values(ids.map((participationId) => ({ schoolId, participationId })))
      .onConflictDoNothing();
  }
}

/** What still refers to a school: active users with a role there, applications and invoices. */
export async function countDependents(db: DbOrTx, schoolId: number) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(distinct r.user_id) from user_roles r
        join users u on u.id = r.user_id where r.school_id = ${schoolId} and u.active)`.mapWith(Number),
      exportApplications: sql<number>`(select count(*) from student_applications a
        where a.export_school_id = ${schoolId})`.mapWith(Number),
      importApplications: sql<number>`(select count(*) from application_schools s
        where s.import_school_id = ${schoolId})`.mapWith(Number),
      invoices: sql<number>`(select count(*) from invoices i where i.school_id = ${schoolId})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
