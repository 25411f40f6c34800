import { type APIRequestContext, expect, type Locator, type Page, type Response } from '@playwright/test';
import { staffApi } from './exports.js';
import { type ReceivedMail, readMailbox } from './mailbox.js';
import { PERSONAS } from './personas.js';

/** Spec texts of the billing screens (3-billing §8) and the test gateway's decline (its sandbox text). */
export const BILLING_TEXT = {
  feeAdded: 'Fee added',
  paymentAdded: 'Invoice payment added.',
  cardPaymentAdded: 'Credit card payment added.',
  cardPaymentFailed: 'There was a problem adding the payment.',
  /** What the built-in test gateway answers for the decline ZIP, as the provider's sandbox does. */
  declined: 'This transaction has been declined.',
} as const;

export const BILLING_PATHS = {
  invoices: '/billing/invoices',
  viewInvoice: '/billing/invoices/viewinvoice',
} as const;

/** The provider sandbox's test values the built-in test gateway honours (apps/web/public/payments). */
export const TEST_CARD = {
  approves: '4111111111111111',
  /** The sandbox's general decline ZIP. */
  declineZip: '46282',
  /** A ZIP outside the sandbox's address-check triggers: it matches. */
  goodZip: '43215',
} as const;

/** An invoice as the API answers it (amounts in cents, dates YYYY-MM-DD). */
export interface CreatedInvoice {
  id: number;
  invoiceNumber: string;
  amount: number;
  invoiceAmountDue: number;
  invoiceDate: string;
  schoolName: string;
}

async function json<T>(context: APIRequestContext, path: string): Promise<T> {
  const response = await context.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The newest aid year (its id and "2027-2028" name), the first one Add Fee offers. */
export async function newestAidYear(): Promise<{ id: number; aidyear: string }> {
  const admin = await staffApi(PERSONAS.admin);
  try {
    const [newest] = await json<{ id: number; aidyear: string }[]>(admin, '/api/student/aidyear/all');
    if (!newest) throw new Error('No aid year in the demo data');
    return newest;
  } finally {
    await admin.dispose();
  }
}

/**
 * An Administrative Fee of `amountCents` for the school in the newest aid year and the school's first
 * exchange program, added by the TE admin through POST /api/invoice/fee with the journey's own note.
 */
export async function createInvoice(schoolName: string, amountCents: number, note: string) {
  const admin = await staffApi(PERSONAS.admin);
  try {
    const schools = await json<{ id: number; schoolName: string }[]>(admin, '/api/schools/name');
    const school = schools.find((s) => s.schoolName === schoolName);
    if (!school) throw new Error(`No school named ${schoolName}`);
    const [detail] = await json<{ schoolParticipationType: { participationId: number }[] }[]>(
      admin,
      `/api/schools/${school.id}`,
    );
    const program = detail?.schoolParticipationType[0];
    if (!program) throw new Error(`${schoolName} offers no exchange program`);
    const feeTypes = await json<{ id: number; feeType: string }[]>(admin, '/api/invoice/invoicetype');
    const feeType = feeTypes.find((t) => t.feeType === 'Administrative Fee');
    if (!feeType) throw new Error('No Administrative Fee type');
    const [year] = await json<{ id: number }[]>(admin, '/api/student/aidyear/all');
    const response = await admin.post('/api/invoice/fee', {
      data: {
        schoolID: school.id,
        amount: amountCents,
        feeTypeId: feeType.id,
        participationTypeId: program.participationId,
        aidYearId: year?.id,
        invoiceNote: note,
      },
    });
    expect(response.ok(), `POST /api/invoice/fee: ${await response.text()}`).toBe(true);
    return (await response.json()) as CreatedInvoice;
  } finally {
    await admin.dispose();
  }
}

/** An amount no other journey is likely to use, in cents: $1,500.00 to $9,999.99. */
export function uniqueAmountCents(): number {
  return 150_000 + Math.floor(Math.random() * 850_000);
}

const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$1,234.56", as documents and dialogs show an amount. */
export function usd(cents: number): string {
  return CENTS.format(cents / 100);
}

/** "$1,235", as the grid shows an amount (whole dollars, half up). */
export function wholeUsd(cents: number): string {
  return WHOLE.format(Math.floor((cents + 50) / 100));
}

/** "11/26/2026" for "2026-11-26". */
export function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** The Invoices grid. */
export function invoiceGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Invoices' });
}

/** The grid row of an invoice, found by its number (the link in its first cell). */
export function invoiceRow(grid: Locator, invoiceNumber: string): Locator {
  const link = grid.page().getByRole('link', { name: invoiceNumber, exact: true });
  return grid.getByRole('row').filter({ has: link });
}

/** A row's cell under the column with this header. */
export async function cellOf(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const column = grid.getByRole('columnheader', { name: header, exact: true });
  const index = await column.getAttribute('aria-colindex');
  if (!index) throw new Error(`The column ${header} has no index`);
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`);
}

/** Checks the row's cells under the named columns. */
export async function expectCells(grid: Locator, row: Locator, cells: Record<string, string>) {
  for (const [header, text] of Object.entries(cells)) {
    await expect(await cellOf(grid, row, header), header).toHaveText(text);
  }
}

/** Opens Invoices by its address and waits for its heading and first row. */
export async function openInvoices(page: Page) {
  await page.goto(BILLING_PATHS.invoices);
  // The first visit loads the grid's code, which a busy machine takes a while to do.
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 30_000 });
  await expect(invoiceGrid(page).getByRole('row').nth(1)).toBeVisible();
}

/** The next answer of a billing call whose path matches, e.g. /^\/api\/invoice\/fee$/. */
export function billingAnswer(page: Page, method: string, path: RegExp): Promise<Response> {
  return page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
}

/** Waits for the mail to the address whose subject names the invoice (the outbox sends it a moment later). */
export async function waitForInvoiceMail(to: string, invoiceNumber: string): Promise<ReceivedMail> {
  const subject = new RegExp(`^Subject: .*\\b${invoiceNumber}\\b`, 'm');
  const find = async () =>
    (await readMailbox()).find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.raw));
  await expect.poll(async () => Boolean(await find()), { timeout: 30_000 }).toBe(true);
  return (await find()) as ReceivedMail;
}

/** The PDF part of a raw MIME message: its headers and its decoded bytes; null when there is none. */
export function pdfAttachmentOf(raw: string): { headers: string; bytes: Buffer } | null {
  const part = raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .find((p) => /^Content-Type:\s*application\/pdf/im.test(p.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) return null;
  const at = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = part.slice(at).split(/\r?\n--/)[0] ?? '';
  return { headers, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}
