import type { ActionState } from '../common/action-schemas.js';
import {
  type ActiveRoles,
  activeRolesAt,
  canReadAs,
  isWritingTeAdmin,
  schoolsOf,
  type UserRoleAssignment,
} from '../roles/access.js';
import { isTeloUser, isTeUser, ROLE, type UserType } from '../roles/roles.js';

/** Roles that open Billing at a school (open-points 17); TE users' TE roles count at every school. */
const BILLING_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.BILLING, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];
/** The read-only markers that remove every billing action (3-billing §6). */
const READ_ONLY_MARKERS: readonly number[] = [ROLE.ADMIN, ROLE.BILLING];

type BillingUser = { usertype: UserType; userRole: readonly UserRoleAssignment[] };

/** The active roles at a school see its invoices. */
export function canViewBilling(active: ActiveRoles): boolean {
  return canReadAs(active, BILLING_ROLES);
}

/** Seeing billing without a billing or admin read-only marker: the actions are offered. */
export function canActOnBilling(active: ActiveRoles): boolean {
  return canViewBilling(active) && !READ_ONLY_MARKERS.some((id) => active.readOnlyList.includes(id));
}

/** A TE user who sees billing: any school and the all-schools view. */
export function canViewAllSchoolsBilling(user: BillingUser): boolean {
  return isTeUser(user) && canViewBilling(activeRolesAt(user, null));
}

/** Sees some school's billing: the all-schools view, or billing at one of the user's schools. */
export function seesSomeBilling(user: BillingUser): boolean {
  if (canViewAllSchoolsBilling(user)) return true;
  return schoolsOf(user.userRole).some((s) => canViewBilling(activeRolesAt(user, s.id)));
}

/** Add Fee and Add Payment: TE users who may act on billing (3-billing §6, open-points 17). */
export function canRecordBilling(user: BillingUser): boolean {
  return isTeUser(user) && canActOnBilling(activeRolesAt(user, null));
}

/** A refund (negative payment) is recorded only by a TE user holding Billing, not read-only (open-points 21). */
export function canRecordRefund(user: BillingUser): boolean {
  if (!isTeUser(user)) return false;
  const active = activeRolesAt(user, null);
  return canActOnBilling(active) && active.roleList.includes(ROLE.BILLING);
}

/** Pay Now: a school (TELO) user who may act on billing at the invoice's school. */
export function canPayByCard(user: BillingUser, schoolId: number): boolean {
  return isTeloUser(user) && canActOnBilling(activeRolesAt(user, schoolId));
}

/** Generating the participation-fee invoices of an aid year: TE Admin, not read-only. */
export function canGenerateInvoices(user: BillingUser): boolean {
  return isWritingTeAdmin(user);
}

/** Add Payment and Pay Now are disabled when the amount due is 0 (3-billing §2). */
export function isPaymentActionEnabled(row: { invoiceAmountDue: number }): boolean {
  return row.invoiceAmountDue > 0;
}

/** Record Refund is disabled while nothing received is left to give back (open-points 21). */
export function isRefundActionEnabled(row: { invoiceAmountRefundable: number }): boolean {
  return row.invoiceAmountRefundable > 0;
}

/** What the reader may do with one invoice, as the server answers it with the row and the detail. */
export interface InvoiceActions {
  addPayment: ActionState;
  payNow: ActionState;
  refund: ActionState;
}

const state = (shown: boolean, usable: boolean): ActionState =>
  !shown ? 'hidden' : usable ? 'enabled' : 'disabled';

/**
 * The actions of one invoice for the reader (3-billing §2; issue 32): Add Payment for TE users, Pay Now
 * for school users, neither for read-only ones ('hidden'); each 'disabled' while nothing is due, as the
 * screens show it and as the payment calls refuse it. Record Refund (View Invoice) follows the same
 * rule: shown to a TE billing user (open-points 21), 'disabled' while nothing received is left to give
 * back (a write-off is never refunded), as the payment call then refuses a refund.
 */
export function invoiceRowActions(
  user: BillingUser,
  row: { schoolID: number; invoiceAmountRefundable: number; invoiceAmountDue: number },
): InvoiceActions {
  const due = isPaymentActionEnabled(row);
  return {
    addPayment: state(canRecordBilling(user), due),
    payNow: state(canPayByCard(user, row.schoolID), due),
    refund: state(canRecordRefund(user), isRefundActionEnabled(row)),
  };
}

/** True when some invoice offers a payment action to the reader (the grid then has its Actions column). */
export function offersPaymentAction(actions: InvoiceActions): boolean {
  return actions.addPayment !== 'hidden' || actions.payNow !== 'hidden';
}
