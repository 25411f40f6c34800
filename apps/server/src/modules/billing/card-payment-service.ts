import {
  amountDueCents,
  type CardPaymentBody,
  isPaymentActionEnabled,
  BILLING_MESSAGES as M,
  PAYMENT_TYPE,
} from '@exchange/domain';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import type { ChargeResult, PaymentGateway } from '../../platform/payments/payment-gateway.js';
import { conflict, HttpError, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { documentEmail, invoiceDocumentOf } from './invoice-documents.js';
import { toInvoiceRow } from './invoice-views.js';
import {
  expireStaleAttempts,
  findAttempt,
  finishAttempt,
  insertPayment,
  STALE_ATTEMPT_SECONDS,
  startAttempt,
} from './invoice-writes-repo.js';
import { findInvoice, lockInvoiceToCharge, type StoredInvoice } from './invoices-repo.js';

/** 402: the provider declined or failed; nothing was recorded (3-billing §8, errors.card says why). */
function declined(message: string) {
  return new HttpError(402, M.cardPaymentFailed, { card: message });
}

/** The answer of an attempt already made with this idempotency key: the same result, never a second charge. */
async function answerRepeat(db: Db, actor: Actor, invoiceId: number, key: string) {
  const attempt = await findAttempt(db, key);
  if (!attempt) return undefined;
  if (attempt.invoiceId !== invoiceId || attempt.userId !== actor.user.id)
    throw conflict(M.paymentInProgress);
  if (attempt.status === 'PENDING') throw conflict(M.paymentInProgress);
  if (attempt.status !== 'APPROVED') throw declined(attempt.message ?? M.cardPaymentFailed);
  const invoice = await findInvoice(db, invoiceId);
  return {
    invoice: toInvoiceRow(invoice!, actor.user),
    paymentId: attempt.paymentId!,
    referenceId: attempt.referenceId ?? '',
  };
}

/**
 * Pay Now (3-billing §7, open-points 19, 25, 26): charges the provider's token for exactly the amount due,
 * recomputed here. The attempt is written first (one per idempotency key, one in flight per invoice), the
 * charge runs outside any transaction, then the payment is recorded in a transaction of its own and the
 * receipt emails queued in another. No card number or security code reaches this code: the token and the
 * zip only.
 *
 * The invoice is read twice (docs/decisions/card-payments.md): locked with what the charge needs, and once
 * more after the payment, for the answer and the receipt (a repeated key: the lock, then the answer).
 * The receipt's PDF is rendered by the outbox worker when it sends, not here.
 */
export async function payByCard(
  db: Db,
  config: AppConfig,
  gateway: PaymentGateway,
  actor: Actor,
  invoiceId: number,
  body: Pick<CardPaymentBody, 'token' | 'zip' | 'idempotencyKey'>,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const key = body.idempotencyKey;
  const started = await inTransaction(db, actor.user.id, async (tx) => {
    const inv = await lockInvoiceToCharge(tx, invoiceId);
    if (!inv) throw notFound('No such invoice.');
    // A key already used answers its attempt, looked up under the invoice's lock: the same key sent twice
    // at once finds the other request's attempt started (or finished), never "nothing is due".
    if (await findAttempt(tx, key)) return undefined;
    const due = amountDueCents(inv.amountCents, inv.paidCents);
    // The rule that disables Pay Now on the row (`invoiceRowActions`) refuses the charge.
    if (!isPaymentActionEnabled({ invoiceAmountDue: due })) throw conflict(M.nothingDue);
    await expireStaleAttempts(tx, invoiceId, STALE_ATTEMPT_SECONDS);
    if (!(await startAttempt(tx, { key, invoiceId, userId: actor.user.id, amountCents: due })))
      throw conflict(M.paymentInProgress);
    return { invoiceNumber: inv.invoiceNumber, due, schoolName: inv.schoolName };
  });
  if (!started) {
    const answer = await answerRepeat(db, actor, invoiceId, key);
    if (answer) return answer;
    throw conflict(M.paymentInProgress);
  }

  let result: ChargeResult;
  try {
    result = await gateway.charge({
      amountCents: started.due,
      token: body.token,
      zip: body.zip,
      invoiceNumber: started.invoiceNumber,
      idempotencyKey: key,
      description: `${config.programName} invoice ${started.invoiceNumber}, ${started.schoolName}`,
    });
  } catch {
    result = { outcome: 'failed', message: 'The payment provider could not be reached.' };
  }

  if (result.outcome !== 'approved') {
    const failure = result;
    await inTransaction(db, actor.user.id, (tx) =>
      finishAttempt(tx, key, {
        status: failure.outcome === 'declined' ? 'DECLINED' : 'FAILED',
        message: failure.message,
      }),
    );
    throw declined(failure.message);
  }

  const approved = result;
  // The charge is recorded on its own: nothing after it (the receipt) can roll back money taken.
  const paymentId = await inTransaction(db, actor.user.id, async (tx) => {
    const id = await insertPayment(tx, {
      invoiceId,
      paymentTypeId: PAYMENT_TYPE.HIDDEN,
      amountCents: started.due,
      paymentDate: programToday(config),
      note: null,
      paidBy: actor.user.id,
      referenceId: approved.transactionId,
      cardLastFour: approved.cardLastFour,
    });
    await finishAttempt(tx, key, { status: 'APPROVED', paymentId: id });
    return id;
  });
  // The invoice as the payment left it (the trigger's totals and paid-on day): the answer and the receipt.
  const invoice = (await findInvoice(db, invoiceId))!;
  try {
    await queueReceipts(db, config, actor, invoice);
  } catch (err) {
    // The payment stands; the receipt can be sent from View Invoice.
    log.error({ err, invoiceId }, 'the receipt of a card payment could not be queued');
  }
  return { invoice: toInvoiceRow(invoice, actor.user), paymentId, referenceId: approved.transactionId };
}

/**
 * The receipt, PDF attached, to the paying user and the school's billing contact (open-points 25), from
 * the invoice the payment left: both emails go to the outbox in one transaction, each with the receipt's
 * view model, and the outbox worker renders the PDF when it sends them (`documentEmail`).
 */
async function queueReceipts(db: Db, config: AppConfig, actor: Actor, invoice: StoredInvoice) {
  const { detail, document } = await invoiceDocumentOf(db, config, actor.user, invoice, 'receipt');
  const recipients = [
    ...new Set(
      [actor.user.email, detail.billingContact?.email]
        .filter((e): e is string => !!e)
        .map((e) => e.toLowerCase()),
    ),
  ];
  await inTransaction(db, actor.user.id, async (tx) => {
    for (const to of recipients) await enqueueEmail(tx, documentEmail(to, document));
  });
}
