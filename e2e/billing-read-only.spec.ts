import { expect, test } from '@playwright/test';
import {
  BILLING_PATHS,
  createInvoice,
  expectCells,
  invoiceGrid,
  invoiceRow,
  openInvoices,
  uniqueAmountCents,
  wholeUsd,
} from './support/billing.js';
import { searchGrid, uniqueToken } from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { selectSchool } from './support/staff-screens.js';

const SCHOOL = 'Alpha University';
const PAYMENT_ACTION = /^(Add Payment|Pay Now|Record Refund) for invoice /;

test('a read-only TE admin reads open invoices with no fee or payment action', async ({ page }) => {
  const invoice = await createInvoice(SCHOOL, uniqueAmountCents(), `E2E read-only ${uniqueToken()}`);

  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, SCHOOL);
  await openInvoices(page);
  const grid = invoiceGrid(page);
  await searchGrid(page, invoice.invoiceNumber);
  const row = invoiceRow(grid, invoice.invoiceNumber);
  // Something is due, so a user who may write would have an enabled action on this row.
  await expectCells(grid, row, { 'Amount Due': wholeUsd(invoice.amount), Status: 'Open' });
  // A read-only marker removes the actions (3-billing §2, open-points 17): no Actions column at all.
  await expect(grid.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: PAYMENT_ACTION })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Fee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Invoices' })).toHaveCount(0);

  // Reading includes the invoice itself, again without a payment action.
  await row.getByRole('link', { name: invoice.invoiceNumber, exact: true }).click();
  await expect(page).toHaveURL(`${BILLING_PATHS.viewInvoice}?id=${invoice.id}`);
  await expect(page.getByRole('article')).toContainText(invoice.invoiceNumber);
  await expect(page.getByRole('button', { name: 'Invoice', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: PAYMENT_ACTION })).toHaveCount(0);
});
