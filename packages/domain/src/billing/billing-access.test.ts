import { describe, expect, it } from 'vitest';
import type { UserRoleAssignment } from '../roles/access.js';
import { ROLE, type UserType } from '../roles/roles.js';
import {
  canGenerateInvoices,
  canPayByCard,
  canRecordBilling,
  canRecordRefund,
  canViewAllSchoolsBilling,
  invoiceRowActions,
  isPaymentActionEnabled,
  isRefundActionEnabled,
  offersPaymentAction,
} from './billing-access.js';

const SCHOOL = 7;
const role = (userRoleId: number, roleSchoolId: number | null, readOnly = 0): UserRoleAssignment => ({
  roleSchoolId,
  userRoleId,
  readOnly,
});
const user = (usertype: UserType, ...userRole: UserRoleAssignment[]) => ({ usertype, userRole });

describe('who may do what in Billing (open-points 17, 21)', () => {
  const teAdmin = user('TE', role(ROLE.ADMIN, null));
  const teBilling = user('TE', role(ROLE.BILLING, null));
  const teReadOnly = user('TE', role(ROLE.ADMIN, null, 1));
  const teExport = user('TE', role(ROLE.EXPORT, null));
  const primary = user('TELO', role(ROLE.PRIMARY_TELO, SCHOOL));
  const billingRo = user('TELO', role(ROLE.BILLING, SCHOOL, 1));
  const exporter = user('TELO', role(ROLE.EXPORT, SCHOOL));

  it('gives TE users with Admin or Billing every school, and their actions unless read-only', () => {
    expect([teAdmin, teBilling, teReadOnly, teExport].map(canViewAllSchoolsBilling)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([teAdmin, teBilling, teReadOnly, teExport].map(canRecordBilling)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([teAdmin, teBilling, teReadOnly].map(canRecordRefund)).toEqual([false, true, false]);
    expect([teAdmin, teBilling, teReadOnly].map(canGenerateInvoices)).toEqual([true, false, false]);
  });

  it('lets school users with 1, 4, 6, 7 pay by card at their school, never read-only or elsewhere', () => {
    expect(canPayByCard(primary, SCHOOL)).toBe(true);
    expect(canPayByCard(primary, SCHOOL + 1)).toBe(false);
    expect(canPayByCard(billingRo, SCHOOL)).toBe(false);
    expect(canPayByCard(exporter, SCHOOL)).toBe(false);
    expect(canPayByCard(teAdmin, SCHOOL)).toBe(false);
  });

  it('shows the row actions by reader and enables them only while something is due', () => {
    const open = { schoolID: SCHOOL, invoiceAmountRefundable: 100, invoiceAmountDue: 50 };
    expect(invoiceRowActions(teBilling, open)).toEqual({
      addPayment: 'enabled',
      payNow: 'hidden',
      refund: 'enabled',
    });
    expect(invoiceRowActions(primary, open)).toEqual({
      addPayment: 'hidden',
      payNow: 'enabled',
      refund: 'hidden',
    });
    expect(invoiceRowActions(billingRo, open)).toEqual({
      addPayment: 'hidden',
      payNow: 'hidden',
      refund: 'hidden',
    });
    // Nothing received to give back (nothing paid, or all of it written off): shown, not usable (§2).
    expect(invoiceRowActions(teBilling, { ...open, invoiceAmountRefundable: 0 }).refund).toBe('disabled');
    expect(invoiceRowActions(teAdmin, { ...open, invoiceAmountRefundable: 0 }).refund).toBe('hidden');
    expect(isRefundActionEnabled({ invoiceAmountRefundable: 0 })).toBe(false);
    expect(isRefundActionEnabled({ invoiceAmountRefundable: 1 })).toBe(true);
    expect(isPaymentActionEnabled({ invoiceAmountDue: 0 })).toBe(false);
    expect(isPaymentActionEnabled({ invoiceAmountDue: 1 })).toBe(true);
  });

  it('answers Pay Now and Add Payment disabled on a paid invoice, a refund still possible (issue 32)', () => {
    const paid = { schoolID: SCHOOL, invoiceAmountRefundable: 150, invoiceAmountDue: 0 };
    expect(invoiceRowActions(primary, paid).payNow).toBe('disabled');
    expect(invoiceRowActions(teBilling, paid)).toEqual({
      addPayment: 'disabled',
      payNow: 'hidden',
      refund: 'enabled',
    });
    // Over-paid by a rounding of the past: nothing is due either.
    expect(invoiceRowActions(primary, { ...paid, invoiceAmountDue: -1 }).payNow).toBe('disabled');
    expect(offersPaymentAction(invoiceRowActions(primary, paid))).toBe(true);
    expect(offersPaymentAction(invoiceRowActions(billingRo, paid))).toBe(false);
  });
});
