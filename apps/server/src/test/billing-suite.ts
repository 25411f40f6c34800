/**
 * What the billing API tests share: an app whose programme day the test sets, an aid year and two new
 * schools of their own (so no demo invoice or contact is in the way), one session per billing persona,
 * and reads of the rows a billing call writes.
 */
import { type InvoiceRow, ROLE, type SettingsList } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestContext } from './app.js';
import {
  createBillingAidYear,
  createBillingSchool,
  createTestInvoice,
  insertStaffUser,
  type StaffUserSpec,
  type TestInvoice,
} from './billing-fixtures.js';
import { createSession } from './persona-fixtures.js';
import { selectRows } from './student-fixtures.js';

/** The programme day the tests start on. */
export const BILLING_TODAY = '2026-09-01';

/**
 * Who the tests call as. TE: Billing only (teBilling), TE Admin without Billing (teAdmin), TE Admin
 * read-only (teRead). School A: Billing (schoolBilling, the billing contact), primary TELO (schoolTelo),
 * Billing read-only (schoolBillingRead). School B: its primary TELO (otherTelo).
 */
export type BillingPersona =
  | 'teBilling'
  | 'teAdmin'
  | 'teRead'
  | 'schoolBilling'
  | 'schoolTelo'
  | 'schoolBillingRead'
  | 'otherTelo';

export interface BillingSuite {
  t: TestContext;
  aidYear: { id: number; name: string; firstYear: number };
  schoolA: { id: number; name: string };
  schoolB: { id: number; name: string };
  userIds: Record<BillingPersona, number>;
  emails: Record<BillingPersona, string>;
  cookies: Record<BillingPersona, string>;
  /** Sets the programme day (noon in Chicago). */
  setToday(day: string): void;
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}

const noonInChicago = (day: string) => new Date(`${day}T17:00:00Z`);

function personaSpecs(a: number, b: number): Record<BillingPersona, Omit<StaffUserSpec, 'email'>> {
  const te = (roleId: 1 | 4, readOnly = false) => ({
    usertype: 'TE' as const,
    roles: [{ schoolId: null, roleId, readOnly }],
  });
  const at = (schoolId: number, roleId: 4 | 6, readOnly = false) => ({
    usertype: 'TELO' as const,
    roles: [{ schoolId, roleId, readOnly }],
  });
  return {
    teBilling: { lastName: 'TeBilling', ...te(ROLE.BILLING) },
    teAdmin: { lastName: 'TeAdmin', ...te(ROLE.ADMIN) },
    teRead: { lastName: 'TeRead', ...te(ROLE.ADMIN, true) },
    // By last name the billing contact of school A (open-points 27), before the read-only holder.
    schoolBilling: { firstName: 'Bea', lastName: 'Abbott', ...at(a, ROLE.BILLING) },
    schoolTelo: { firstName: 'Tom', lastName: 'Primary', ...at(a, ROLE.PRIMARY_TELO) },
    schoolBillingRead: { firstName: 'Rita', lastName: 'Zimmer', ...at(a, ROLE.BILLING, true) },
    otherTelo: { firstName: 'Otto', lastName: 'Other', ...at(b, ROLE.PRIMARY_TELO) },
  };
}

/**
 * Starts the app for one test file with the programme day at BILLING_TODAY; `prefix` keeps the
 * file's schools, aid year and accounts apart from the demo data's.
 */
export async function startBillingSuite(prefix: string, firstYear: number): Promise<BillingSuite> {
  let now = noonInChicago(BILLING_TODAY);
  const t = await startTestApp({ now: () => now });
  const nameA = `${prefix} Ledger College`;
  const nameB = `${prefix} Other College`;
  // School A offers programs 1 and 2; B only 1.
  const a = await createBillingSchool(t, nameA, { programs: [1, 2] });
  const b = await createBillingSchool(t, nameB);
  const aidYear = await createBillingAidYear(t, firstYear);
  const userIds = {} as Record<BillingPersona, number>;
  const emails = {} as Record<BillingPersona, string>;
  const cookies = {} as Record<BillingPersona, string>;
  for (const [persona, spec] of Object.entries(personaSpecs(a, b)) as [BillingPersona, StaffUserSpec][]) {
    const email = `${prefix.toLowerCase()}.${persona.toLowerCase()}@billing-fixture.edu`;
    userIds[persona] = await insertStaffUser(t, { ...spec, email });
    emails[persona] = email;
    cookies[persona] = await createSession(t, userIds[persona]);
  }
  return {
    t,
    aidYear,
    schoolA: { id: a, name: nameA },
    schoolB: { id: b, name: nameB },
    userIds,
    emails,
    cookies,
    setToday: (day) => {
      now = noonInChicago(day);
    },
    rows: <T>(query: SQL) => selectRows<T>(t, query),
  };
}

/** A call as a persona (or anonymously); a JSON body when given. */
export function callAs(
  s: BillingSuite,
  as: BillingPersona | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return s.t.app.inject({
    method,
    url,
    headers: as ? { cookie: s.cookies[as] } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** An open invoice of school A in the suite's aid year (membership dues of $1,500.00 unless given). */
export function createInvoiceAt(s: BillingSuite, inv: Partial<TestInvoice> = {}): Promise<number> {
  return createTestInvoice(s.t, {
    schoolId: s.schoolA.id,
    aidYearId: s.aidYear.id,
    invoiceDate: '2026-08-01',
    modifiedBy: s.userIds.teBilling,
    ...inv,
  });
}

/** The invoice as a persona reads it (GET api/invoice/{id}). */
export async function readInvoice(s: BillingSuite, id: number, as: BillingPersona = 'teBilling') {
  const res = await callAs(s, as, 'GET', `/api/invoice/${id}`);
  if (res.statusCode !== 200) throw new Error(`invoice ${id}: ${res.statusCode} ${res.body}`);
  return res.json() as InvoiceRow;
}

/** Everything a refused billing call must leave as it was: the invoice, its payments, logs and mail. */
export async function billingState(s: BillingSuite, invoiceId: number) {
  const [marks] = await s.rows(
    sql`select (select row_to_json(i)::text from invoices i where i.id = ${invoiceId}) as invoice,
          (select count(*)::int from invoice_payments where invoice_id = ${invoiceId}) as payments,
          (select count(*)::int from card_payment_attempts where invoice_id = ${invoiceId}) as attempts,
          (select coalesce(max(id), 0)::text from change_log) as change_log,
          (select coalesce(max(id), 0)::int from email_outbox) as outbox`,
  );
  return marks!;
}

/** The highest outbox id: emails queued after it belong to the test. */
export async function outboxMark(s: BillingSuite): Promise<number> {
  const [row] = await s.rows<{ n: number }>(sql`select coalesce(max(id), 0)::int as n from email_outbox`);
  return row!.n;
}

/** Emails queued after the mark, with their attachments (content as bytes). */
export async function mailSince(s: BillingSuite, mark: number) {
  const mails = await s.rows<{ id: number; to_address: string; subject: string; text_body: string }>(
    sql`select id, to_address, subject, text_body from email_outbox where id > ${mark} order by id`,
  );
  const files = await s.rows<{ email_id: number; file_name: string; content_type: string; head: string }>(
    sql`select a.email_id, a.file_name, a.content_type, convert_from(substring(a.content from 1 for 5), 'UTF8') as head
        from email_outbox_attachments a where a.email_id > ${mark} order by a.id`,
  );
  return mails.map((m) => ({ ...m, attachments: files.filter((f) => f.email_id === m.id) }));
}

/** The message and field errors of an error answer. */
export function errorOf(res: LightMyRequestResponse) {
  return res.json() as { status: number; message: string; errors?: Record<string, string> };
}

/** Changes a fee setting through PUT api/settings/{id} as the TE admin, as the Fees Settings screen does. */
export async function changeFeeSetting(s: BillingSuite, name: string, settingValue: string) {
  const headers = { cookie: s.cookies.teAdmin };
  const list = (
    await s.t.app.inject({ method: 'GET', url: '/api/settings', headers })
  ).json() as SettingsList;
  const id = list.settings.find((x) => x.settingName === name)!.id;
  const res = await s.t.app.inject({
    method: 'PUT',
    url: `/api/settings/${id}`,
    headers,
    payload: { settingValue },
  });
  if (res.statusCode !== 200) throw new Error(`setting ${name} not changed: ${res.statusCode} ${res.body}`);
}
