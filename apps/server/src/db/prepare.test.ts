import { FEE_TYPES, SCHOOL_ROLES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { prepareDatabase } from './prepare.js';
import { queryRows } from './query-rows.js';

// Issue 33, part 5: in production an empty database gets the reference data only, never the demo.

let database: Database;
const lines: string[] = [];
const log = pino({}, { write: (line: string) => lines.push(JSON.parse(line).msg) });
beforeAll(async () => {
  database = await openDatabase({});
  await prepareDatabase(database, log, { production: true });
});
afterAll(async () => {
  await database?.close();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('an empty database prepared in production', () => {
  it('holds the reference data and the settings with their defaults', async () => {
    expect(await count('roles')).toBe(SCHOOL_ROLES.length);
    expect(await count('fee_types')).toBe(FEE_TYPES.length);
    const settings = await queryRows<{ name: string; value: string }>(
      database.db,
      sql`select setting_name as name, setting_value as value from settings order by setting_name`,
    );
    expect(settings).toContainEqual({ name: 'MEMBERSHIP_DUES', value: '1500.00' });
    expect(await count('home_content')).toBe(1);
  });

  it('holds no demo: no account, school, aid year or application', async () => {
    for (const table of ['users', 'schools', 'aid_years', 'students', 'student_applications', 'invoices'])
      expect(await count(table), table).toBe(0);
    expect(lines).toEqual([
      'empty database in production: reference data only, no demo; add the first TE admin with npm run create-admin',
    ]);
  });

  it('stays without the demo when prepared again, as at every later start', async () => {
    await prepareDatabase(database, log, { production: true });
    expect(await count('users')).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(lines[0]);
  });
});
