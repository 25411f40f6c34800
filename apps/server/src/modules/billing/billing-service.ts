import {
  amountDueCents,
  canPayByCard,
  canRecordBilling,
  canRecordRefund,
  checkManualPayment,
  FEE_TYPES,
  type FeeBody,
  feeBodySchema,
  type InvoicePaymentBody,
  type InvoiceRow,
  invoiceListSchema,
  invoiceProgramOf,
  BILLING_MESSAGES as M,
  ROLE,
  refundableCents,
  type SessionUser,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { readListVersion } from '../../db/list-versions-repo.js';
import { inTransaction } from '../../db/transaction.js';
import type { KeptAnswer } from '../../platform/kept-lists/kept-answers.js';
import { keptAnswer, keptLists } from '../../platform/kept-lists/kept-lists.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { findFeeTargets } from './billing-lookups-repo.js';
import { toInvoiceDetail, toInvoiceLine, toInvoicePayment, toInvoiceRow } from './invoice-views.js';
import {
  expireStaleAttempts,
  hasAttemptInFlight,
  insertInvoice,
  insertPayment,
  STALE_ATTEMPT_SECONDS,
} from './invoice-writes-repo.js';
import {
  findInvoice,
  findSchoolAddress,
  listContactCandidates,
  listInvoiceLines,
  listInvoices,
  listPayments,
  lockInvoice,
} from './invoices-repo.js';

/**
 * The invoice lists, kept per server while their counter (migration 0010) is unchanged: every school's
 * list is some 8,000 rows at production size, read and rendered once per change instead of per request.
 */
const invoiceLists = keptLists({
  name: 'invoice',
  version: (db) => readListVersion(db, 'invoice', 0),
  key: (schoolId: number | null) => String(schoolId ?? 'all'),
  read: listInvoices,
  bytesPerRecord: 1024,
});

/**
 * The invoices of one school, or of every school for a TE user, as their JSON answer (the rows are kept
 * and the answer rendered once per kind of reader: what the reader may do is all that differs); 404 with
 * a sentence when there is none (docs/decisions.md "Empty lists").
 */
export async function listForReader(
  db: DbOrTx,
  user: SessionUser,
  schoolId: number | null,
): Promise<KeptAnswer> {
  const list = await invoiceLists.fresh(db, schoolId);
  // The empty-state text for every invoice list (3-billing §8 info), whether the school has no
  // invoice at all or the filters leave none.
  if (list.records.length === 0) throw notFound(M.noData);
  const may = [
    canRecordBilling(user),
    canRecordRefund(user),
    schoolId !== null && canPayByCard(user, schoolId),
  ];
  return keptAnswer(list, may.join('|'), () =>
    JSON.stringify(invoiceListSchema.parse(list.records.map((r) => toInvoiceRow(r, user)))),
  );
}

/** One invoice with its school address and billing contact. */
export async function getInvoiceDetail(db: DbOrTx, user: SessionUser, id: number) {
  const inv = await findInvoice(db, id);
  if (!inv) throw notFound('No such invoice.');
  const [school, candidates] = await Promise.all([
    findSchoolAddress(db, inv.schoolId),
    listContactCandidates(db, inv.schoolId, ROLE.BILLING, ROLE.PRIMARY_TELO),
  ]);
  return toInvoiceDetail(inv, user, school!, candidates);
}

/** An invoice's participation-fee lines (404 for an unknown invoice). */
export async function getInvoiceLines(db: DbOrTx, id: number) {
  if (!(await findInvoice(db, id))) throw notFound('No such invoice.');
  return (await listInvoiceLines(db, id)).map(toInvoiceLine);
}

/** An invoice's payments, write-offs and refunds (404 for an unknown invoice). */
export async function getInvoicePayments(db: DbOrTx, id: number) {
  if (!(await findInvoice(db, id))) throw notFound('No such invoice.');
  return (await listPayments(db, id)).map(toInvoicePayment);
}

/**
 * Records a payment, write-off or refund in one transaction (open-points 18, 21, 23): the invoice row is
 * locked, so what is due is read after any payment in flight, and the payments trigger keeps its totals.
 */
export async function addPayment(
  db: Db,
  config: AppConfig,
  actor: Actor,
  invoiceId: number,
  body: InvoicePaymentBody & { paymentDate: string },
): Promise<InvoiceRow> {
  const today = programToday(config);
  return inTransaction(db, actor.user.id, async (tx) => {
    const inv = await lockInvoice(tx, invoiceId);
    if (!inv) throw notFound('No such invoice.');
    // A card charge in flight was priced at what is due now: a payment beside it would over-pay.
    await expireStaleAttempts(tx, invoiceId, STALE_ATTEMPT_SECONDS);
    if (await hasAttemptInFlight(tx, invoiceId)) throw conflict(M.paymentInProgress);
    const amountCents = Number(body.amountPaid);
    const problem = checkManualPayment({
      amountCents,
      paymentTypeId: body.paymentTypeId,
      receivedDate: body.paymentDate,
      note: body.invoicePaymentNote,
      invoiceDate: inv.invoiceDate,
      dueCents: amountDueCents(inv.amountCents, inv.paidCents),
      // The figure the invoice answers as `invoiceAmountRefundable`, read after the lock.
      refundableCents: refundableCents(inv.paidCents, inv.writtenOffCents),
      today,
      mayRefund: canRecordRefund(actor.user),
    });
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
    await insertPayment(tx, {
      invoiceId,
      paymentTypeId: body.paymentTypeId,
      amountCents,
      paymentDate: body.paymentDate,
      note: body.invoicePaymentNote ?? null,
      paidBy: actor.user.id,
    });
    return toInvoiceRow((await findInvoice(tx, invoiceId))!, actor.user);
  });
}

/** Adds a fee: a new invoice dated the programme's today, in one transaction (3-billing §2, open-points 20, 24). */
export async function addFee(db: Db, config: AppConfig, actor: Actor, input: FeeBody): Promise<InvoiceRow> {
  const body = feeBodySchema.parse(input);
  if (!FEE_TYPES.some((f) => f.id === body.feeTypeId))
    throw badRequest('Choose one of the listed options.', { feeTypeId: 'Choose one of the listed options.' });
  return inTransaction(db, actor.user.id, async (tx) => {
    const targets = await findFeeTargets(tx, {
      schoolId: body.schoolID,
      aidYearId: body.aidYearId,
      participationTypeId: body.participationTypeId,
    });
    if (!targets.schoolExists) throw notFound('No such school.');
    if (targets.aidYearName === null)
      throw badRequest('Choose one of the listed options.', {
        aidYearId: 'Choose one of the listed options.',
      });
    if (!targets.programOffered)
      throw badRequest(M.programNotOffered, { participationTypeId: M.programNotOffered });
    const id = await insertInvoice(tx, {
      schoolId: body.schoolID,
      aidYearId: body.aidYearId,
      feeTypeId: body.feeTypeId,
      // Dues belong to the school, not to the program the form names (issue 32).
      participationTypeId: invoiceProgramOf(body.feeTypeId, body.participationTypeId),
      amountCents: body.amount,
      note: body.invoiceNote,
      invoiceDate: programToday(config),
      modifiedBy: actor.user.id,
    });
    return toInvoiceRow((await findInvoice(tx, id))!, actor.user);
  });
}
