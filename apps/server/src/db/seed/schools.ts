import { CONTACT_TYPES, COUNTRY_US, NON_US_STATE, PARTICIPATION_TYPES } from '@exchange/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { countries } from '../schema/reference.js';
import { schoolContacts, schoolParticipationTypes } from '../schema/school-details.js';
import { schools } from '../schema/schools.js';
import { catalogueId } from './catalogue.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import type { Random } from './random.js';
import { DEMO_SCHOOLS, type DemoSchool, overviewOf, regionId } from './school-data.js';

/** A seeded school: its definition plus database id and program ids. */
export interface SeededSchool extends DemoSchool {
  id: number;
  programIds: number[];
}

/** Inserts the demo schools with their contacts and exchange programs, keyed by slug. */
export async function seedSchools(tx: Tx, rng: Random): Promise<Map<string, SeededSchool>> {
  const countryRows = await tx
    .select({ id: countries.id, name: countries.countryName })
    .from(countries)
    .where(inArray(countries.countryName, [...new Set(DEMO_SCHOOLS.map((s) => s.countryName))]));
  const countryId = new Map(countryRows.map((c) => [c.name, c.id]));

  const inserted = await tx
    .insert(schools)
    .values(
      DEMO_SCHOOLS.map((s, i) => {
        const us = s.state !== NON_US_STATE;
        return {
          schoolName: s.name,
          address: s.address,
          address2: i % 5 === 2 ? `Suite ${100 + i}` : null,
          city: s.city,
          state: s.state,
          zip: s.zip,
          zipFour: us && i % 3 === 0 ? String(1000 + i * 37).slice(0, 4) : null,
          countryId: countryId.get(s.countryName) ?? COUNTRY_US,
          phone: s.phone,
          regionId: regionId(s.regionName),
          url: `https://www.${s.slug}.edu`,
          carnegieRating: s.carnegie,
          joinDate: `${1975 + ((i * 7) % 45)}-07-01`,
          lineCredit: i % 4 === 0 ? 2 : null,
          // Two schools have paused imports and one is in poor standing, so those paths have data.
          acceptingNewStudents: i === 21 || i === 33 ? 0 : 1,
          alertLeniency: i === 29 ? 1 : 0,
          leniencyReason: i === 29 ? 'Participation fee invoices more than 90 days overdue.' : null,
          overview: overviewOf(s),
          academicTerm: s.academicTerm,
          includeSummerTerm: i % 4 === 1 ? 1 : 0,
          nonEduAccepted: i % 6 === 3 ? 1 : 0,
          ipedsId: us ? 100000 + i * 1543 : null,
          customField1: i === 0 ? 'Department' : i === 2 ? 'Campus' : null,
          customField2: i === 0 ? 'Supervisor Name' : null,
        };
      }),
    )
    .returning({ id: schools.id, schoolName: schools.schoolName });

  const bySlug = new Map<string, SeededSchool>();
  DEMO_SCHOOLS.forEach((s, i) => {
    bySlug.set(s.slug, {
      ...s,
      id: inserted[i]!.id,
      programIds: s.programs.map((p) => catalogueId(PARTICIPATION_TYPES, p)),
    });
  });

  for (const s of bySlug.values()) {
    if (s.parentSlug) {
      await tx
        .update(schools)
        .set({ parentCampusId: bySlug.get(s.parentSlug)!.id })
        .where(eq(schools.id, s.id));
    }
  }

  await tx
    .insert(schoolParticipationTypes)
    .values(
      [...bySlug.values()].flatMap((s) =>
        s.programIds.map((participationId) => ({ schoolId: s.id, participationId })),
      ),
    );

  const contactNames = [
    'Undergraduate Admissions Director',
    'President',
    'Financial Aid',
    'Invoice Billing',
    'Human Resources',
  ];
  const contacts = [...bySlug.values()].flatMap((s) => {
    const names = s.programs.includes('Graduate')
      ? [...contactNames, 'Graduate Admissions Director']
      : contactNames;
    return names.map((typeName) => {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      return {
        schoolId: s.id,
        contactId: catalogueId(CONTACT_TYPES, typeName),
        contactFirstName: first,
        contactLastName: last,
        contactEmail: `${first}.${last}@${s.slug}.edu`.toLowerCase(),
      };
    });
  });
  await tx.insert(schoolContacts).values(contacts);
  return bySlug;
}
