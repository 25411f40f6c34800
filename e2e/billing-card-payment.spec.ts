import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import {
  BILLING_TEXT,
  billingAnswer,
  createInvoice,
  expectCells,
  invoiceGrid,
  invoiceRow,
  openInvoices,
  pdfAttachmentOf,
  TEST_CARD,
  uniqueAmountCents,
  usd,
  waitForInvoiceMail,
  wholeUsd,
} from './support/billing.js';
import { searchGrid, uniqueToken } from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { expectNoA11yViolations, toast } from './support/staff-screens.js';

const SCHOOL = 'Alpha University';
const CARD_PAYMENT = /^\/api\/invoice\/creditcardpayment\/\d+$/;

/** Opens Pay Now on the invoice's row and fills the card form (3-billing §3) with the ZIP given. */
async function fillPayNow(page: Page, row: Locator, invoiceNumber: string, zip: string) {
  await row.getByRole('button', { name: `Pay Now for invoice ${invoiceNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay Now' });
  await dialog.getByRole('textbox', { name: 'Name on Card' }).fill('Jordan Alvarez');
  await dialog.getByRole('textbox', { name: 'Card Number' }).fill(TEST_CARD.approves);
  await dialog.getByRole('textbox', { name: 'Expiry Month' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Expiry Year' }).fill(String(new Date().getFullYear() + 2));
  await dialog.getByRole('textbox', { name: 'Security Code' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Zip' }).fill(zip);
  return dialog;
}

test('a primary TELO pays an invoice by card, gets the receipt by email, and sees a declined card refused', async ({
  page,
}) => {
  const token = uniqueToken();
  const [paidInvoice, declinedInvoice] = await Promise.all([
    createInvoice(SCHOOL, uniqueAmountCents(), `E2E card ${token}`),
    createInvoice(SCHOOL, uniqueAmountCents(), `E2E declined ${token}`),
  ]);
  // The card number goes to the tokenizer alone; the portal's server gets the token (3-billing §7).
  const cardCalls: Request[] = [];
  page.on('request', (r) => {
    if (CARD_PAYMENT.test(new URL(r.url()).pathname)) cardCalls.push(r);
  });

  await signInAsStaff(page, PERSONAS.telo);
  await openInvoices(page);
  const grid = invoiceGrid(page);
  await searchGrid(page, paidInvoice.invoiceNumber);
  const row = invoiceRow(grid, paidInvoice.invoiceNumber);
  await expectCells(grid, row, { 'Amount Due': wholeUsd(paidInvoice.amount), Status: 'Open' });

  const dialog = await fillPayNow(page, row, paidInvoice.invoiceNumber, TEST_CARD.goodZip);
  await expect(dialog).toContainText(`${usd(paidInvoice.amount)} is charged to the card.`);
  const charged = billingAnswer(page, 'POST', CARD_PAYMENT);
  await dialog.getByRole('button', { name: `Pay ${usd(paidInvoice.amount)}` }).click();
  expect((await charged).status()).toBe(200);
  await expect(toast(page, BILLING_TEXT.cardPaymentAdded)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectCells(grid, row, { 'Amount Paid': wholeUsd(paidInvoice.amount), 'Amount Due': '$0' });
  await expect(
    row.getByRole('button', { name: `Pay Now for invoice ${paidInvoice.invoiceNumber}` }),
  ).toBeDisabled();
  const sent = cardCalls[0]?.postData() ?? '';
  expect(sent).toContain('"token"');
  expect(sent).not.toContain(TEST_CARD.approves);

  // The receipt goes to the payer and to the school's billing contact, the PDF attached (open-points 25).
  const mail = await waitForInvoiceMail(PERSONAS.telo, paidInvoice.invoiceNumber);
  await waitForInvoiceMail(PERSONAS.billing, paidInvoice.invoiceNumber);
  expect(mail.raw).toMatch(new RegExp(`^Subject: .*Receipt ${paidInvoice.invoiceNumber}\\r?$`, 'm'));
  // The body says what the receipt says (issue 32): its totals, line by line.
  expect(mail.raw).toContain(`\nAmount Paid: ${usd(paidInvoice.amount)}\r\n`);
  const pdf = pdfAttachmentOf(mail.raw);
  expect(pdf, 'a PDF part in the receipt mail').not.toBeNull();
  expect(pdf?.headers).toMatch(/Content-Type:\s*application\/pdf/i);
  expect(pdf?.headers).toMatch(new RegExp(`filename="?${paidInvoice.invoiceNumber}-receipt\\.pdf"?`));
  expect(pdf?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The sandbox's decline ZIP: the provider's message in the dialog, nothing recorded.
  await searchGrid(page, declinedInvoice.invoiceNumber);
  const declinedRow = invoiceRow(grid, declinedInvoice.invoiceNumber);
  await expectCells(grid, declinedRow, { 'Amount Due': wholeUsd(declinedInvoice.amount) });
  const again = await fillPayNow(page, declinedRow, declinedInvoice.invoiceNumber, TEST_CARD.declineZip);
  const refused = billingAnswer(page, 'POST', CARD_PAYMENT);
  await again.getByRole('button', { name: `Pay ${usd(declinedInvoice.amount)}` }).click();
  expect((await refused).status()).toBe(402);
  await expect(again.getByRole('alert')).toHaveText(BILLING_TEXT.declined);
  await expect(toast(page, BILLING_TEXT.cardPaymentFailed)).toBeVisible();
  await expectNoA11yViolations(page);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  await expectCells(grid, declinedRow, {
    'Amount Paid': '$0',
    'Amount Due': wholeUsd(declinedInvoice.amount),
    Status: 'Open',
  });
});
