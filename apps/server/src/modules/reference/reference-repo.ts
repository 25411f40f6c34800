import { COUNTRY_US } from '@exchange/domain';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
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
