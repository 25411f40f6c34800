import { PAYMENT_TYPE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readListVersion } from '../../db/list-versions-repo.js';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { changeEachColumn, readColumnsOf } from '../../test/list-freshness.js';
import { invoiceListStatement } from './invoices-repo.js';

// The invoice lists are kept in memory per server while their counter is unchanged (platform/kept-lists,
// migration 0010). Every change below is made in SQL, behind this server's back, as another server would.

let t: TestContext;
let admin: string;
let invoice: { id: number; schoolId: number };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@example.org');
  const [first] = await queryRows<{ id: number; schoolId: number }>(
    t.database.db,
    sql`select id, school_id as "schoolId" from invoices where participation_type_id is not null order by id limit 1`,
  );
  invoice = first!;
});
afterAll(() => t?.close());

/** The statement as the freshness probe reads it (its SQL text and parameters). */
function renderable(schoolId: number | null) {
  return { toSQL: () => new PgDialect().sqlToQuery(invoiceListStatement(schoolId)) };
}

async function rowOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number; note: string | null }[]).find((r) => r.id === invoice.id);
}

describe('invoice list freshness', () => {
  it('raises the counter when any column the list statement reads changes', async () => {
    const db = t.database.db;
    const columns = await readColumnsOf(db, renderable(null));
    expect(columns.map((c) => `${c.alias}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'i.amount_paid_cents',
        's.school_name',
        'y.aidyear',
        'p.participation_name',
        // The write-off total behind the refundable amount (open-points 21).
        'w.amount_cents',
        'w.payment_type_id',
      ]),
    );
    const inv = sql`(select * from invoices where id = ${invoice.id})`;
    // invoices.status is generated from the amounts (no statement can set it): their changes count for it.
    const settable = columns.filter((c) => !(c.table === 'invoices' && c.column === 'status'));
    expect(settable.length).toBe(columns.length - 1);
    const changes = await changeEachColumn(db, settable, {
      counter: (tx) => readListVersion(tx, 'invoice', 0),
      rows: {
        i: sql`id = ${invoice.id}`,
        y: sql`id = (select aid_year_id from ${inv} x)`,
        s: sql`id = (select school_id from ${inv} x)`,
        f: sql`id = (select fee_type_id from ${inv} x)`,
        p: sql`id = (select participation_type_id from ${inv} x)`,
        // A payment's changes reach the list through the invoice totals its trigger keeps (migration 0010).
        w: sql`payment_type_id = ${PAYMENT_TYPE.WRITE_OFF}`,
      },
    });
    const changed = changes.filter((c) => !c.skipped);
    expect(changed.filter((c) => c.value === undefined).map((c) => c.column)).toEqual([]);
    const stale = changed
      .filter((c) => c.after <= c.before)
      .map((c) => `${c.column.alias}.${c.column.column}`);
    expect(stale, 'columns the invoice list reads whose change leaves its counter as it was').toEqual([]);
  });

  it('shows a change made elsewhere on the next read of every school and of one school', async () => {
    const all = '/api/invoice/list';
    const one = `/api/invoice/list?schoolid=${invoice.schoolId}`;
    await rowOf(all);
    await rowOf(one);
    await t.database.db.execute(sql`update invoices set note = 'Changed elsewhere' where id = ${invoice.id}`);
    expect((await rowOf(all))?.note).toBe('Changed elsewhere');
    expect((await rowOf(one))?.note).toBe('Changed elsewhere');
  });
});
