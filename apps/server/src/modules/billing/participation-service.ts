import {
  BILLABLE_IMPORT_STATUSES,
  FEE_TYPE,
  BILLING_MESSAGES as M,
  type ParticipationPreview,
  parseDollarsToCents,
  type SessionUser,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { findAidYearName, findSettingValue } from './billing-lookups-repo.js';
import { toInvoiceRow } from './invoice-views.js';
import { insertInvoice, insertInvoiceLines } from './invoice-writes-repo.js';
import { findInvoice } from './invoices-repo.js';
import {
  listBilledByHand,
  listUnbilledEnrolments,
  lockParticipationBilling,
  type UnbilledEnrolment,
} from './participation-repo.js';

/** The fee settings' participation fee per enrolled student, in cents (open-points 33). */
async function participationFeeCents(db: DbOrTx): Promise<number> {
  const cents = parseDollarsToCents(String((await findSettingValue(db, 'PARTICIPATION_FEE')) ?? ''));
  if (!Number.isFinite(cents) || cents <= 0) throw conflict(M.noParticipationFee);
  return cents;
}

/** The students grouped into the invoices they make: one per export school and program. */
function groupByInvoice(rows: readonly UnbilledEnrolment[]) {
  const groups = new Map<string, UnbilledEnrolment[]>();
  for (const r of rows) {
    const key = `${r.schoolId}|${r.participationTypeId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()];
}

async function plan(db: DbOrTx, aidYearId: number) {
  const aidYearName = await findAidYearName(db, aidYearId);
  if (aidYearName === undefined) throw notFound('No such aid year.');
  const fee = await participationFeeCents(db);
  const rows = await listUnbilledEnrolments(
    db,
    aidYearId,
    BILLABLE_IMPORT_STATUSES,
    FEE_TYPE.PARTICIPATION_FEES,
  );
  const billedByHand = await listBilledByHand(
    db,
    aidYearId,
    BILLABLE_IMPORT_STATUSES,
    FEE_TYPE.PARTICIPATION_FEES,
  );
  return { aidYearName, fee, groups: groupByInvoice(rows), billedByHand };
}

/** What generating would create for the aid year, nothing written. */
export async function previewParticipationInvoices(db: Db, aidYearId: number): Promise<ParticipationPreview> {
  const { aidYearName, fee, groups, billedByHand } = await plan(db, aidYearId);
  return {
    aidYearId,
    aidYearName,
    feePerStudent: fee,
    invoices: groups.map((g) => ({
      schoolID: g[0]!.schoolId,
      schoolName: g[0]!.schoolName,
      participationTypeId: g[0]!.participationTypeId,
      participationName: g[0]!.participationName,
      studentCount: g.length,
      amount: g.length * fee,
    })),
    billedByHand,
  };
}

/**
 * Creates the participation-fee invoices of an aid year in one transaction: one per export school and
 * program, one line per student not billed yet. A second run finds every student billed and creates none.
 */
export async function generateParticipationInvoices(
  db: Db,
  config: AppConfig,
  user: SessionUser,
  aidYearId: number,
) {
  return inTransaction(db, user.id, async (tx) => {
    await lockParticipationBilling(tx, aidYearId);
    const { fee, groups } = await plan(tx, aidYearId);
    const today = programToday(config);
    const created = [];
    for (const g of groups) {
      const id = await insertInvoice(tx, {
        schoolId: g[0]!.schoolId,
        aidYearId,
        feeTypeId: FEE_TYPE.PARTICIPATION_FEES,
        participationTypeId: g[0]!.participationTypeId,
        amountCents: g.length * fee,
        note: null,
        invoiceDate: today,
        modifiedBy: user.id,
      });
      await insertInvoiceLines(
        tx,
        id,
        g.map((r) => ({
          applicationId: r.applicationId,
          studentFirstName: r.studentFirstName,
          studentLastName: r.studentLastName,
          enrolledSchoolId: r.enrolledSchoolId,
          amountCents: fee,
        })),
      );
      created.push(toInvoiceRow((await findInvoice(tx, id))!, user));
    }
    return { created: created.length, invoices: created };
  });
}
