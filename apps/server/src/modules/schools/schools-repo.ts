import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { countries, regionTypes } from '../../db/schema/reference.js';
import { schools } from '../../db/schema/schools.js';

/** Every school's id, name and place, sorted by name (school selectors, parent campus). */
export async function listSchoolNames(db: DbOrTx) {
  return db
    .select({ id: schools.id, schoolName: schools.schoolName, city: schools.city, state: schools.state })
    .from(schools)
    .orderBy(asc(schools.schoolName), asc(schools.id));
}

const summaryColumns = {
  id: schools.id,
  schoolName: schools.schoolName,
  address: schools.address,
  city: schools.city,
  state: schools.state,
  zip: schools.zip,
  country: schools.countryId,
  phone: schools.phone,
  url: schools.url,
  region: sql<number>`coalesce(${schools.regionId}, 0)`.mapWith(Number),
  parentCampus: schools.parentCampusId,
  acceptingNewStudents: schools.acceptingNewStudents,
  alertLeniency: schools.alertLeniency,
  archived: schools.archived,
  isClosed: schools.isClosed,
  joinDate: schools.joinDate,
};

/** School list rows sorted by name; only the given schools when ids is set. */
export async function listSchools(db: DbOrTx, ids?: readonly number[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(schools)
    .where(ids ? inArray(schools.id, [...ids]) : undefined)
    .orderBy(asc(schools.schoolName), asc(schools.id));
}

const parent = alias(schools, 'parent_campus');

/** A contact slot of GET api/schools/{id}, as PostgreSQL builds it. */
interface ContactJson {
  contactId: number;
  contactType: string | null;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
}

// The school's children as JSON arrays built by PostgreSQL, so a school with its contacts and programs
// is one statement (one round trip) rather than three.
const contactsJson = sql<ContactJson[]>`coalesce((
  select json_agg(json_build_object(
    'contactId', c.contact_id, 'contactType', ct.contact_type, 'contactFirstName', c.contact_first_name,
    'contactLastName', c.contact_last_name, 'contactEmail', c.contact_email) order by c.contact_id)
  from school_contacts c left join contact_types ct on ct.id = c.contact_id
  where c.school_id = ${schools.id}), '[]'::json)`;

const participationJson = sql<{ participationId: number; participationName: string }[]>`coalesce((
  select json_agg(json_build_object(
    'participationId', p.participation_id, 'participationName', t.participation_name)
    order by p.participation_id)
  from school_participation_types p join participation_types t on t.id = p.participation_id
  where p.school_id = ${schools.id}), '[]'::json)`;

function prepareSchoolDetail(db: DbOrTx) {
  return db
    .select({
      ...summaryColumns,
      address2: schools.address2,
      zipFour: schools.zipFour,
      countryName: countries.countryName,
      regionName: regionTypes.regionName,
      carnegieRating: schools.carnegieRating,
      lineCredit: schools.lineCredit,
      parentCampusName: parent.schoolName,
      leniencyReason: schools.leniencyReason,
      overview: schools.overview,
      academicTerm: schools.academicTerm,
      includeSummerTerm: schools.includeSummerTerm,
      nonEduAccepted: schools.nonEduAccepted,
      ipedsId: schools.ipedsId,
      customField1: schools.customField1,
      customField2: schools.customField2,
      customField3: schools.customField3,
      version: schools.version,
      schoolContact: contactsJson,
      schoolParticipationType: participationJson,
    })
    .from(schools)
    .innerJoin(countries, eq(countries.id, schools.countryId))
    .leftJoin(regionTypes, eq(regionTypes.id, schools.regionId))
    .leftJoin(parent, eq(parent.id, schools.parentCampusId))
    .where(eq(schools.id, sql.placeholder('id')))
    .limit(1)
    .prepare('school_detail');
}

// Prepared once per database handle (a named statement: PostgreSQL keeps its plan per connection).
const preparedDetail = new WeakMap<DbOrTx, ReturnType<typeof prepareSchoolDetail>>();

/**
 * One school's columns with its country, region and parent campus names, its contacts by slot (with the
 * contact type's name where the slot has one) and its exchange programs; undefined when it does not exist.
 */
export async function findSchoolDetail(db: DbOrTx, id: number) {
  let query = preparedDetail.get(db);
  if (!query) {
    query = prepareSchoolDetail(db);
    preparedDetail.set(db, query);
  }
  const rows = await query.execute({ id });
  return rows[0];
}

/**
 * Locks a school row for the rest of the transaction; answers its version, or undefined when gone.
 * 'update' also keeps out rows that would refer to the school (needed before deleting it); 'no key
 * update' only serialises edits of the school itself.
 */
export async function lockSchool(db: DbOrTx, id: number, strength: 'update' | 'no key update' = 'update') {
  const rows = await db
    .select({ id: schools.id, version: schools.version, schoolName: schools.schoolName, city: schools.city })
    .from(schools)
    .where(eq(schools.id, id))
    .for(strength)
    .limit(1);
  return rows[0];
}

export type SchoolValues = Partial<typeof schools.$inferInsert>;

/** Inserts a school; answers what POST api/schools reports. */
export async function insertSchool(db: DbOrTx, values: typeof schools.$inferInsert) {
  const rows = await db
    .insert(schools)
    .values(values)
    .returning({ id: schools.id, schoolName: schools.schoolName, state: schools.state, city: schools.city });
  return rows[0]!;
}

/** Updates a school's columns and bumps its version. */
export async function updateSchool(db: DbOrTx, id: number, values: SchoolValues) {
  await db
    .update(schools)
    .set({ ...values, version: sql`${schools.version} + 1`, updatedAt: sql`now()` })
    .where(eq(schools.id, id));
}

/** Deletes a school (contacts, programs, aid-year records and reviews go with it). */
export async function deleteSchool(db: DbOrTx, id: number) {
  await db.delete(schools).where(eq(schools.id, id));
}

/** Which of the references a school form names exist: country, US state, region, parent campus. */
export async function checkSchoolReferences(
  db: DbOrTx,
  refs: { country: number; state: string | null; region: number | null; parentCampus: number | null },
) {
  const [row] = await db
    .select({
      country: sql<boolean>`exists (select 1 from countries c where c.id = ${refs.country})`,
      state: sql<boolean>`exists (select 1 from states s where s.state_abbr = ${refs.state ?? ''})`,
      region: sql<boolean>`exists (select 1 from region_types r where r.id = ${refs.region ?? 0})`,
      parentCampus: sql<boolean>`exists (select 1 from schools p where p.id = ${refs.parentCampus ?? 0})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/**
 * Serialises the writes that set a school's name or city, so two posts of the same form cannot both
 * pass the duplicate check (released at the end of the transaction).
 */
export async function lockSchoolNames(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('schools: name and city'))`);
}

/** Whether another school has the same name in the same city (case and outer spaces ignored). */
export async function hasSchoolNamed(db: DbOrTx, schoolName: string, city: string, exceptId: number | null) {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(
        sql`lower(trim(${schools.schoolName})) = lower(trim(${schoolName}))`,
        sql`lower(trim(${schools.city})) = lower(trim(${city}))`,
        exceptId === null ? undefined : ne(schools.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a school exists. */
export async function schoolExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, id)).limit(1);
  return rows.length > 0;
}
