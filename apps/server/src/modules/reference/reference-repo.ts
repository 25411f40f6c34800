import { COUNTRY_US } from '@exchange/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import {
  contactTypes,
  countries,
  participationTypes,
  regionTypes,
  states,
} from '../../db/schema/reference.js';

/** Countries, the United States first (the default), then by name. */
export async function listCountries(db: DbOrTx) {
  return db
    .select({ id: countries.id, countryName: countries.countryName })
    .from(countries)
    .orderBy(sql`${countries.id} <> ${COUNTRY_US}`, asc(countries.countryName));
}

/** US states and territories by name. */
export async function listStates(db: DbOrTx) {
  return db
    .select({ id: states.id, stateName: states.stateName, stateAbbr: states.stateAbbr })
    .from(states)
    .orderBy(asc(states.stateName));
}

/** Region types in id order. */
export async function listRegionTypes(db: DbOrTx) {
  return db
    .select({ id: regionTypes.id, regionName: regionTypes.regionName })
    .from(regionTypes)
    .orderBy(asc(regionTypes.id));
}

/** Contact types in the spec's order (1-core §3). */
export async function listContactTypes(db: DbOrTx) {
  return db
    .select({ id: contactTypes.id, contactType: contactTypes.contactType })
    .from(contactTypes)
    .orderBy(asc(contactTypes.id));
}

/** Participation types (exchange programs) in id order. */
export async function listParticipationTypes(db: DbOrTx) {
  return db
    .select({ id: participationTypes.id, participationName: participationTypes.participationName })
    .from(participationTypes)
    .orderBy(asc(participationTypes.id));
}

/** The aid-year columns every lookup answers (the option label is added by the service). */
const aidYearColumns = {
  id: aidYears.id,
  aidyear: aidYears.aidyear,
  aidyearbegindate: aidYears.aidyearbegindate,
  aidyearenddate: aidYears.aidyearenddate,
};

/**
 * Aid years ending today or later, earliest first; `displayedOnly` keeps those whose display window
 * holds today (what applicants see, open-points 32).
 */
export async function listActiveAidYears(db: DbOrTx, today: string, displayedOnly = false) {
  const displayed = displayedOnly
    ? sql` and ${aidYears.displaybegindate} <= ${today} and ${aidYears.displayenddate} >= ${today}`
    : sql``;
  return db
    .select(aidYearColumns)
    .from(aidYears)
    .where(sql`${aidYears.aidyearenddate} >= ${today}${displayed}`)
    .orderBy(asc(aidYears.aidyearbegindate));
}

/** Every aid year, newest first. */
export async function listAllAidYears(db: DbOrTx) {
  return db.select(aidYearColumns).from(aidYears).orderBy(desc(aidYears.aidyearbegindate));
}

/** The aid year whose range includes today, or undefined. */
export async function findCurrentAidYear(db: DbOrTx, today: string) {
  const rows = await db
    .select(aidYearColumns)
    .from(aidYears)
    .where(sql`${aidYears.aidyearbegindate} <= ${today} and ${aidYears.aidyearenddate} >= ${today}`)
    .orderBy(asc(aidYears.aidyearbegindate))
    .limit(1);
  return rows[0];
}

/** One aid year, or undefined (applications and school options check the year they are given). */
export async function findAidYear(db: DbOrTx, aidYearId: number) {
  const rows = await db.select(aidYearColumns).from(aidYears).where(eq(aidYears.id, aidYearId)).limit(1);
  return rows[0];
}

/** One aid year's display window, or undefined (a new application's year must be shown, open-points 32). */
export async function findAidYearDisplay(db: DbOrTx, aidYearId: number) {
  const rows = await db
    .select({ displaybegindate: aidYears.displaybegindate, displayenddate: aidYears.displayenddate })
    .from(aidYears)
    .where(eq(aidYears.id, aidYearId))
    .limit(1);
  return rows[0];
}
