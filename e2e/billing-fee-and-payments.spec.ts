import { expect, test } from '@playwright/test';
import {
  BILLING_PATHS,
  BILLING_TEXT,
  billingAnswer,
  type CreatedInvoice,
  expectCells,
  invoiceGrid,
  invoiceRow,
  newestAidYear,
  uniqueAmountCents,
  usDate,
  usd,
  wholeUsd,
} from './support/billing.js';
import { searchGrid, uniqueToken } from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { chooseOption, expectNoA11yViolations, openMenuItem, toast } from './support/staff-screens.js';

const SCHOOL = 'Beta College';

test('a TE admin adds a fee, records a part payment and a write-off, and reads the receipt', async ({
  page,
}) => {
  const note = `E2E fee ${uniqueToken()}`;
  const amount = uniqueAmountCents();
  const paid = 100_000;
  const writtenOff = amount - paid;
  const year = await newestAidYear();

  await signInAsStaff(page, PERSONAS.admin);
  await openMenuItem(page, 'Billing', 'Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 30_000 });
  const grid = invoiceGrid(page);

  // The screen's own School field (the drawer has one too) picks the school billed.
  const school = page.getByRole('search', { name: 'Filters' }).getByRole('combobox', { name: 'School' });
  await school.click();
  await school.fill(SCHOOL);
  await page.getByRole('option', { name: SCHOOL, exact: true }).click();
  await expect(school).toHaveValue(SCHOOL);
  await expect(
    page.getByRole('region', { name: 'Invoices' }).getByText(SCHOOL, { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add Fee', exact: true }).click();
  const feeDialog = page.getByRole('dialog', { name: 'Add Fee' });
  await expect(feeDialog).toContainText(`School: ${SCHOOL}`);
  await chooseOption(feeDialog, 'Aid Year', year.aidyear);
  await chooseOption(feeDialog, 'Exchange Program', 'Undergraduate');
  await chooseOption(feeDialog, 'Fee Type', 'Membership Dues');
  // The amount starts at the Membership Dues fee setting (1500.00 as seeded; open-points 33), still editable.
  const feeAmount = feeDialog.getByRole('textbox', { name: 'Amount' });
  await expect(feeAmount).toHaveValue('1500.00');
  await feeAmount.fill((amount / 100).toFixed(2));
  await feeDialog.getByRole('textbox', { name: 'Note' }).fill(note);
  const feeAnswer = billingAnswer(page, 'POST', /^\/api\/invoice\/fee$/);
  await feeDialog.getByRole('button', { name: 'Add Fee' }).click();
  const invoice = (await (await feeAnswer).json()) as CreatedInvoice;
  await expect(toast(page, BILLING_TEXT.feeAdded)).toBeVisible();
  await expect(feeDialog).toBeHidden();
  expect(invoice.schoolName).toBe(SCHOOL);
  // The programme day: the invoice's date and the received date a payment gets by default.
  const today = usDate(invoice.invoiceDate);

  // The new invoice is in the grid, open, with the spec's formats.
  await searchGrid(page, invoice.invoiceNumber);
  const row = invoiceRow(grid, invoice.invoiceNumber);
  await expectCells(grid, row, {
    'Academic Year': year.aidyear.replace(/^(\d{4})-\d{2}(\d{2})$/, '$1-$2'),
    Amount: wholeUsd(amount),
    'Amount Paid': '$0',
    'Amount Due': wholeUsd(amount),
    'Invoice Date': today,
    'Fee Type': 'M Dues',
    // Dues belong to the school, whatever program the form named (issue 32).
    'Exchange Program': '',
    'Payment Date': '',
    Status: 'Open',
  });

  // A check for part of it: the dialog offers the amount due, the user types less.
  const addPayment = row.getByRole('button', { name: `Add Payment for invoice ${invoice.invoiceNumber}` });
  await addPayment.click();
  const paymentDialog = page.getByRole('dialog', { name: 'Add Payment' });
  await expect(paymentDialog).toContainText(`amount due ${usd(amount)}`);
  await expect(paymentDialog.getByRole('combobox', { name: 'Payment Type' })).toHaveText('Check');
  const paymentAmount = paymentDialog.getByRole('textbox', { name: 'Payment Amount' });
  await expect(paymentAmount).toHaveValue((amount / 100).toFixed(2));
  await paymentAmount.fill('1000');
  await paymentDialog.getByRole('textbox', { name: 'Note' }).fill(`Check for ${note}`);
  await paymentDialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(toast(page, BILLING_TEXT.paymentAdded)).toBeVisible();
  await expect(paymentDialog).toBeHidden();
  await expectCells(grid, row, {
    'Amount Paid': wholeUsd(paid),
    'Amount Due': wholeUsd(writtenOff),
    'Payment Date': '',
    Status: 'Open',
  });

  // The rest written off: the dialog now offers what is left.
  await addPayment.click();
  await expect(paymentDialog).toContainText(`amount due ${usd(writtenOff)}`);
  await chooseOption(paymentDialog, 'Payment Type', 'Write-Off');
  await expect(paymentAmount).toHaveValue((writtenOff / 100).toFixed(2));
  await expectNoA11yViolations(page);
  const writeOffAnswer = billingAnswer(page, 'POST', /^\/api\/invoice\/payment\/\d+$/);
  await paymentDialog.getByRole('button', { name: 'Add Payment' }).click();
  expect((await writeOffAnswer).status()).toBe(200);
  await expect(paymentDialog).toBeHidden();
  await expectCells(grid, row, {
    'Amount Paid': wholeUsd(amount),
    'Amount Due': '$0',
    'Payment Date': today,
    Status: 'Paid',
  });
  await expect(addPayment).toBeDisabled();

  // View Invoice opens on the receipt once nothing is due.
  await row.getByRole('link', { name: invoice.invoiceNumber, exact: true }).click();
  await expect(page).toHaveURL(`${BILLING_PATHS.viewInvoice}?id=${invoice.id}`);
  const receipt = page.getByRole('button', { name: 'Receipt', exact: true });
  await expect(receipt).toHaveAttribute('aria-pressed', 'true');
  const document = page.getByRole('article');
  await expect(document.getByRole('heading', { level: 2 })).toHaveText(/^Receipt/);
  await expect(document.getByText(`PAID on ${today}`, { exact: true })).toBeVisible();
  await expect(document).toContainText('July 31');
  await expect(document).toContainText(`Note: ${note}`);
  await expect(document).not.toContainText('Undergraduate');
  const payments = document.getByRole('table', { name: 'Payments received' });
  await expect(
    payments.getByRole('row', { name: `${today} Check Check for ${note} ${usd(paid)}` }),
  ).toBeVisible();
  const writeOffs = document.getByRole('table', { name: 'Amounts written off' });
  await expect(writeOffs.getByRole('row', { name: `${today} Write-Off ${usd(writtenOff)}` })).toBeVisible();
  const totals = document.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /^Total / })).toContainText(usd(amount));
  await expect(totals.getByRole('row', { name: /^Amount Paid / })).toContainText(usd(paid));
  await expect(totals.getByRole('row', { name: /^Written Off / })).toContainText(usd(writtenOff));
  await expect(totals.getByRole('row', { name: /^Balance Due / })).toContainText('$0.00');

  // The invoice itself: no stamp, no payment lines, the same balance.
  await page.getByRole('button', { name: 'Invoice', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Invoice', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(document.getByRole('heading', { level: 2 })).toHaveText(/^Invoice/);
  await expect(document.getByText(/^PAID on/)).toHaveCount(0);
  await expect(document.getByRole('table', { name: 'Amounts written off' })).toHaveCount(0);
  await expect(totals.getByRole('row', { name: /^Balance Due / })).toContainText('$0.00');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/invoice/${invoice.id}/pdf?type=invoice`,
  );

  await receipt.click();
  await expect(document.getByRole('heading', { level: 2 })).toHaveText(/^Receipt/);
  await expectNoA11yViolations(page);
});
