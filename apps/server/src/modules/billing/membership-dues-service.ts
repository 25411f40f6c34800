import {
  FEE_TYPE,
  FEE_TYPE_SETTING,
  isActiveAidYear,
  BILLING_MESSAGES as M,
  type MembershipDuesPreview,
  type SessionUser,
  settingAmountCents,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { findAidYear } from '../reference/reference-service.js';
import { findSettingValue } from './billing-lookups-repo.js';
import { toInvoiceRow } from './invoice-views.js';
import { insertInvoice } from './invoice-writes-repo.js';
import { findInvoice } from './invoices-repo.js';
import { listSchoolsOwingDues, lockMembershipDuesBilling } from './membership-dues-repo.js';

const DUES = FEE_TYPE.MEMBERSHIP_DUES;

/**
 * What generating would bill: the aid year, the MEMBERSHIP_DUES setting in cents and the schools. Dues
 * are billed for a current or coming aid year only: one wrong pick of an ended year would bill every
 * member school for a year long past, with no undo (409).
 */
async function plan(db: DbOrTx, aidYearId: number, today: string) {
  const year = await findAidYear(db, aidYearId);
  if (year === undefined) throw notFound('No such aid year.');
  if (!isActiveAidYear(year.aidyearenddate, today)) throw conflict(M.duesAidYearEnded);
  const aidYearName = year.aidyear;
  const dues = settingAmountCents(await findSettingValue(db, FEE_TYPE_SETTING[DUES]!));
  if (dues === null) throw conflict(M.noMembershipDues);
  return { aidYearName, dues, schools: await listSchoolsOwingDues(db, aidYearId, DUES) };
}

/** The membership dues invoices generating would create for the aid year, nothing written. */
export async function previewMembershipDuesInvoices(
  db: Db,
  config: AppConfig,
  aidYearId: number,
): Promise<MembershipDuesPreview> {
  const { aidYearName, dues, schools } = await plan(db, aidYearId, programToday(config));
  return {
    aidYearId,
    aidYearName,
    duesAmount: dues,
    invoices: schools.map((s) => ({
      schoolID: s.schoolId,
      schoolName: s.schoolName,
      amount: dues,
    })),
  };
}

/**
 * Creates the membership dues invoices of an aid year in one transaction (3-billing §9: fee type 1, due
 * July 31), dated the programme's today: one per member school without dues for the aid year, so a
 * second run creates none.
 */
export async function generateMembershipDuesInvoices(
  db: Db,
  config: AppConfig,
  user: SessionUser,
  aidYearId: number,
) {
  return inTransaction(db, user.id, async (tx) => {
    await lockMembershipDuesBilling(tx, aidYearId);
    const { dues, schools } = await plan(tx, aidYearId, programToday(config));
    const today = programToday(config);
    const created = [];
    for (const s of schools) {
      const id = await insertInvoice(tx, {
        schoolId: s.schoolId,
        aidYearId,
        feeTypeId: DUES,
        // Dues belong to the school, not to one of its exchange programs (`invoiceCarriesProgram`).
        participationTypeId: null,
        amountCents: dues,
        note: null,
        invoiceDate: today,
        modifiedBy: user.id,
      });
      created.push(toInvoiceRow((await findInvoice(tx, id))!, user));
    }
    return { created: created.length, invoices: created };
  });
}
