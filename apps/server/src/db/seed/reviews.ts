import { CONTACT_TYPES } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { enrollmentReviews, trainingUploads } from '../schema/administration.js';
import { schoolContacts } from '../schema/school-details.js';
import { schools } from '../schema/schools.js';
import { setActingUser } from '../transaction.js';
import { type DemoCalendar, notAfterToday, type SeededAidYear } from './aid-years.js';
import { catalogueId } from './catalogue.js';
import { addDays } from './random.js';
import type { SeededSchool } from './schools.js';

function primaryTelo(staffIds: Map<string, number>, school: SeededSchool): number | null {
  return staffIds.get(school.slug === 'delta' ? 'untrained@delta.edu' : `telo@${school.slug}.edu`) ?? null;
}

/**
 * Enrollment reviews: last aid year's Fall and Spring (2025-2026 in 2026-2027) signed off by ten
 * schools, the current year's Fall by five more recently, and one Fall review removed again (date null),
 * as the sign-off screen allows.
 */
export async function seedEnrollmentReviews(
  tx: Tx,
  schoolList: SeededSchool[],
  years: Map<number, SeededAidYear>,
  staffIds: Map<string, number>,
  calendar: DemoCalendar,
): Promise<void> {
  const current = calendar.currentYear;
  const rows: (typeof enrollmentReviews.$inferInsert)[] = [];
  schoolList.slice(0, 10).forEach((school, i) => {
    const modifiedBy = primaryTelo(staffIds, school);
    rows.push(
      {
        schoolId: school.id,
        aidYearId: years.get(current - 1)!.id,
        reviewTerm: 'Fall',
        reviewDate: addDays(`${current - 1}-09-02`, i * 3),
        modifiedBy,
      },
      {
        schoolId: school.id,
        aidYearId: years.get(current - 1)!.id,
        reviewTerm: 'Spring',
        reviewDate: addDays(`${current}-02-03`, i * 4),
        modifiedBy,
      },
    );
    if (i < 6) {
      rows.push({
        schoolId: school.id,
        aidYearId: years.get(current)!.id,
        reviewTerm: 'Fall',
        reviewDate: i === 3 ? null : notAfterToday(addDays(`${current}-09-08`, i * 5), calendar),
        modifiedBy,
      });
    }
  });
  await tx.insert(enrollmentReviews).values(rows);
}

/** A past training upload, so the upload history is not empty. */
export async function seedTrainingUpload(
  tx: Tx,
  staffIds: Map<string, number>,
  calendar: DemoCalendar,
): Promise<void> {
  const uploadedOn = notAfterToday(`${calendar.currentYear}-09-15`, calendar);
  await tx.insert(trainingUploads).values({
    fileName: `TELO_Training_Completions_${calendar.currentYear}.xlsx`,
    fileSize: 18_432,
    rowCount: 37,
    // The summary a roster of the demo's staff would have given (issue 24): most already trained.
    matchedCount: 3,
    unmatchedCount: 33,
    refusedCount: 1,
    uploadedBy: staffIds.get('admin@example.org')!,
    uploadedAt: new Date(`${uploadedOn}T14:30:00Z`),
  });
}

/**
 * A few edits made as real demo users, so the change logs show named people and not only the seed's
 * own inserts (which have no acting user).
 */
export async function seedUserEdits(
  tx: Tx,
  schoolMap: Map<string, SeededSchool>,
  staffIds: Map<string, number>,
) {
  const alpha = schoolMap.get('alpha')!;
  const gamma = schoolMap.get('gamma')!;
  await setActingUser(tx, staffIds.get('telo@alpha.edu')!);
  await tx
    .update(schools)
    .set({ address2: 'Human Resources Building, Room 210' })
    .where(eq(schools.id, alpha.id));
  await tx
    .update(schoolContacts)
    .set({
      contactFirstName: 'Patricia',
      contactLastName: 'Okafor',
      contactEmail: 'patricia.okafor@alpha.edu',
    })
    .where(
      and(
        eq(schoolContacts.schoolId, alpha.id),
        eq(schoolContacts.contactId, catalogueId(CONTACT_TYPES, 'Invoice Billing')),
      ),
    );
  await setActingUser(tx, staffIds.get('admin@example.org')!);
  await tx
    .update(schools)
    .set({ lineCredit: 3, customField3: 'Employee Start Date' })
    .where(eq(schools.id, gamma.id));
}
