import {
  ACADEMIC_TERMS,
  CONTACT_TYPES,
  COUNTRY_US,
  ELIGIBLE_PROGRAMS,
  ENROLLMENT_FEE_TYPES,
  EXPORT_STATUSES,
  FEE_FREQUENCIES,
  FEE_TYPES,
  IMPORT_STATUSES,
  PARTICIPATION_TYPES,
  PAYMENT_TYPES,
  REGION_TYPES,
  SCHOLARSHIP_OFFERINGS,
  SCHOOL_ROLES,
  STUDENT_CATEGORIES,
  TE_ROLES,
} from '@exchange/domain';
import { asc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { settings } from './schema/administration.js';
import * as reference from './schema/reference.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function rowsOf<T extends PgTable & { id: AnyPgColumn }>(table: T) {
  return database.db
    .select()
    .from(table as PgTable)
    .orderBy(asc(table.id));
}

describe('reference catalogues', () => {
  it.each([
    ['region_types', reference.regionTypes, REGION_TYPES],
    ['contact_types', reference.contactTypes, CONTACT_TYPES],
    ['participation_types', reference.participationTypes, PARTICIPATION_TYPES],
    ['export_statuses', reference.exportStatuses, EXPORT_STATUSES],
    ['import_statuses', reference.importStatuses, IMPORT_STATUSES],
    ['student_categories', reference.studentCategories, STUDENT_CATEGORIES],
    ['fee_types', reference.feeTypes, FEE_TYPES],
    ['fee_frequencies', reference.feeFrequencies, FEE_FREQUENCIES],
    ['enrollment_fee_types', reference.enrollmentFeeTypes, ENROLLMENT_FEE_TYPES],
    ['payment_types', reference.paymentTypes, PAYMENT_TYPES],
    ['eligible_programs', reference.eligiblePrograms, ELIGIBLE_PROGRAMS],
    ['scholarship_offerings', reference.scholarshipOfferings, SCHOLARSHIP_OFFERINGS],
    ['academic_terms', reference.academicTerms, ACADEMIC_TERMS],
  ] as const)('%s equals the domain catalogue', async (_name, table, catalogue) => {
    expect(await rowsOf(table)).toEqual(catalogue.map((entry) => ({ ...entry })));
  });

  it('roles carry the school names, and the TE names for the TE-assignable ids', async () => {
    const rows = await rowsOf(reference.roles);
    expect(rows).toEqual(
      SCHOOL_ROLES.map((r) => {
        const te = TE_ROLES.find((t) => t.id === r.id);
        return { id: r.id, name: r.name, teName: te?.name ?? null, teAssignable: te !== undefined };
      }),
    );
  });

  it('has the United States as country 1, the 50 states and DC', async () => {
    const countries = await rowsOf(reference.countries);
    expect(countries[0]).toEqual({ id: COUNTRY_US, countryName: 'United States' });
    expect(countries.length).toBeGreaterThan(20);
    const states = await database.db.select().from(reference.states).orderBy(asc(reference.states.id));
    const abbrs = states.map((s) => s.stateAbbr);
    expect(new Set(abbrs).size).toBe(abbrs.length);
    expect(abbrs).toEqual(expect.arrayContaining(['AL', 'AK', 'CA', 'DC', 'NY', 'TX', 'WY']));
    expect(states.filter((s) => /^[A-Z]{2}$/.test(s.stateAbbr)).length).toBeGreaterThanOrEqual(51);
  });

  it('has default fee settings with valid types', async () => {
    const rows = await database.db.select().from(settings);
    expect(rows.map((r) => r.settingName)).toEqual(
      expect.arrayContaining(['MEMBERSHIP_DUES', 'PARTICIPATION_FEE', 'ADMINISTRATIVE_FEE']),
    );
    for (const r of rows) {
      expect(['Integer', 'Decimal']).toContain(r.valueType);
      expect(r.settingValue).toMatch(r.valueType === 'Integer' ? /^\d+$/ : /^\d+(\.\d+)?$/);
    }
  });
});
