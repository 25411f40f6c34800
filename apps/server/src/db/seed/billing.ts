import {
  APPLICATION_STATUS,
  BILLABLE_IMPORT_STATUSES,
  FEE_TYPES,
  invoiceProgramOf,
  PAYMENT_TYPE,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { invoiceLines, invoicePayments, invoices } from '../schema/billing.js';
import { type DemoCalendar, notAfterToday, type SeededAidYear } from './aid-years.js';
import { catalogueId } from './catalogue.js';
import type { SeededSchool } from './schools.js';
import type { SeededApplication } from './students.js';

const MEMBERSHIP_DUES = catalogueId(FEE_TYPES, 'Membership Dues');
const PARTICIPATION_FEES = catalogueId(FEE_TYPES, 'Participation Fees');
const ADMINISTRATIVE_FEE = catalogueId(FEE_TYPES, 'Administrative Fee');
const DUES_CENTS = 150_000;
const PARTICIPATION_CENTS_PER_STUDENT = 25_000;
const ADMIN_FEE_CENTS = 7_500;

interface PlannedPayment {
  type: number;
  cents: number;
  date: string;
  note?: string;
  card?: boolean;
}

interface PlannedInvoice {
  school: SeededSchool;
  year: number;
  feeTypeId: number;
  amountCents: number;
  date: string;
  note?: string;
  lines: { app: SeededApplication; enrolled: SeededSchool }[];
  payments: PlannedPayment[];
}

/**
 * Alpha University's past invoices, which billing@alpha.edu shows (README demo table): the dues of the
 * year before last paid by card, last year's dues by a check and a write-off of the rest, participation
 * fees by check the year before last and by card last year.
 */
function alphaPayments(
  inv: Omit<PlannedInvoice, 'payments'>,
  paidOn: (days: number) => string,
  calendar: DemoCalendar,
): PlannedPayment[] {
  const lastYear = inv.year === calendar.currentYear - 1;
  const byCard = [{ type: PAYMENT_TYPE.HIDDEN, cents: inv.amountCents, date: paidOn(15), card: true }];
  if (inv.feeTypeId !== MEMBERSHIP_DUES)
    return lastYear
      ? byCard
      : [{ type: PAYMENT_TYPE.DEFAULT, cents: inv.amountCents, date: paidOn(18), note: 'Check #3318' }];
  if (!lastYear) return byCard;
  const writtenOff = 20_000;
  return [
    {
      type: PAYMENT_TYPE.DEFAULT,
      cents: inv.amountCents - writtenOff,
      date: paidOn(20),
      note: 'Check #2207',
    },
    {
      type: PAYMENT_TYPE.WRITE_OFF,
      cents: writtenOff,
      date: paidOn(27),
      note: 'Mid-year join: balance waived by the board',
    },
  ];
}

function paymentsFor(
  inv: Omit<PlannedInvoice, 'payments'>,
  index: number,
  calendar: DemoCalendar,
): PlannedPayment[] {
  const paidOn = (days: number) =>
    notAfterToday(
      `${inv.year}-${inv.feeTypeId === MEMBERSHIP_DUES ? '07' : '11'}-${String(days).padStart(2, '0')}`,
      calendar,
    );
  if (inv.year < calendar.currentYear && inv.school.slug === 'alpha')
    return alphaPayments(inv, paidOn, calendar);
  if (inv.year < calendar.currentYear) {
    // Past years are settled; one participation invoice ends with a small write-off.
    if (inv.feeTypeId === PARTICIPATION_FEES && index % 4 === 1 && inv.amountCents > 10_000) {
      return [
        {
          type: PAYMENT_TYPE.DEFAULT,
          cents: inv.amountCents - 10_000,
          date: paidOn(20),
          note: 'Check #4471',
        },
        {
          type: PAYMENT_TYPE.WRITE_OFF,
          cents: 10_000,
          date: paidOn(28),
          note: 'Billing adjustment approved by the board',
        },
      ];
    }
    return [
      {
        type: index % 3 === 0 ? PAYMENT_TYPE.HIDDEN : PAYMENT_TYPE.DEFAULT,
        cents: inv.amountCents,
        date: paidOn(15),
        card: index % 3 === 0,
      },
    ];
  }
  // Current year: Alpha's dues stay open for the Pay Now demo; others paid, part-paid or open.
  if (inv.feeTypeId === MEMBERSHIP_DUES && index % 2 === 1) {
    return [
      {
        type: PAYMENT_TYPE.DEFAULT,
        cents: inv.amountCents,
        date: paidOn(24),
        note: `Check #${5200 + index}`,
      },
    ];
  }
  if (inv.feeTypeId === MEMBERSHIP_DUES && index % 4 === 2) {
    return [
      {
        type: PAYMENT_TYPE.DEFAULT,
        cents: 50_000,
        date: paidOn(29),
        note: 'Partial payment, balance in August',
      },
    ];
  }
  return [];
}

/**
 * Inserts invoices for a dozen schools over three aid years: membership dues (naming no program),
 * participation fees listing the exported students who enrolled, and administrative fees; past years
 * paid by card or check (Alpha's with both and a write-off, others with a write-off, one with a refunded
 * duplicate card charge), the current year partly open. Payments are rows of invoice_payments, as the
 * product records them: the payments trigger keeps each invoice's paid total and payment date.
 */
export async function seedBilling(
  tx: Tx,
  schoolList: SeededSchool[],
  years: Map<number, SeededAidYear>,
  applications: SeededApplication[],
  staffIds: Map<string, number>,
  calendar: DemoCalendar,
): Promise<void> {
  const current = calendar.currentYear;
  // The last three aid years up to the current one (2024-2025 to 2026-2027 in 2026-2027).
  const billedYears = [current - 2, current - 1, current];
  const adminId = staffIds.get('admin@example.org')!;
  const billed = schoolList.slice(0, 12);
  const planned: PlannedInvoice[] = [];
  for (const year of billedYears) {
    billed.forEach((school, index) => {
      const base = { school, year, amountCents: 0, lines: [] as PlannedInvoice['lines'] };
      const dues = { ...base, feeTypeId: MEMBERSHIP_DUES, amountCents: DUES_CENTS, date: `${year}-07-01` };
      planned.push({ ...dues, payments: paymentsFor(dues, index, calendar) });
      // Students still enrolled on an open application are billed again in each later year.
      const lines = applications
        .filter(
          (a) =>
            a.exportSchool.id === school.id &&
            (a.year === year || (a.year < year && a.appStatus === APPLICATION_STATUS.OPEN)),
        )
        .flatMap((app) =>
          app.imports
            .filter((i) => BILLABLE_IMPORT_STATUSES.includes(i.status))
            .map((i) => ({ app, enrolled: i.school })),
        );
      if (lines.length) {
        const fee = {
          ...base,
          feeTypeId: PARTICIPATION_FEES,
          amountCents: lines.length * PARTICIPATION_CENTS_PER_STUDENT,
          date: notAfterToday(`${year}-10-15`, calendar),
          lines,
        };
        planned.push({ ...fee, payments: paymentsFor(fee, index, calendar) });
      }
      if (year === current - 1 && (index === 5 || index === 9)) {
        const fee = {
          ...base,
          feeTypeId: ADMINISTRATIVE_FEE,
          amountCents: ADMIN_FEE_CENTS,
          date: `${current - 1}-09-01`,
          note: 'Late aid-year information submission',
        };
        const payments: PlannedPayment[] =
          index === 9
            ? [
                {
                  type: PAYMENT_TYPE.HIDDEN,
                  cents: ADMIN_FEE_CENTS,
                  date: `${current - 1}-09-10`,
                  card: true,
                },
                {
                  type: PAYMENT_TYPE.HIDDEN,
                  cents: ADMIN_FEE_CENTS,
                  date: `${current - 1}-09-10`,
                  card: true,
                },
                {
                  type: PAYMENT_TYPE.DEFAULT,
                  cents: -ADMIN_FEE_CENTS,
                  date: `${current - 1}-09-18`,
                  note: 'Duplicate card charge refunded',
                },
              ]
            : [];
        planned.push({ ...fee, payments });
      }
    });
  }

  const rows = await tx
    .insert(invoices)
    .values(
      planned.map((p) => ({
        // {first year}-{6-digit sequence} from the product's own sequence (open-points 24).
        invoiceNumber: sql`${String(p.year)} || '-' || (select lpad(n::text, greatest(6, length(n::text)), '0') from nextval('invoice_number_seq') n)`,
        schoolId: p.school.id,
        aidYearId: years.get(p.year)!.id,
        feeTypeId: p.feeTypeId,
        // Membership dues belong to the school, not to a program (issue 32).
        participationTypeId: invoiceProgramOf(p.feeTypeId, p.school.programIds[0]!),
        amountCents: p.amountCents,
        note: p.note ?? null,
        invoiceDate: p.date,
        modifiedBy: adminId,
      })),
    )
    .returning({ id: invoices.id });

  const lines = planned.flatMap((p, n) =>
    p.lines.map(({ app, enrolled }) => ({
      invoiceId: rows[n]!.id,
      applicationId: app.id,
      studentFirstName: app.student.firstName,
      studentLastName: app.student.lastName,
      enrolledSchoolId: enrolled.id,
      amountCents: PARTICIPATION_CENTS_PER_STUDENT,
    })),
  );
  if (lines.length) await tx.insert(invoiceLines).values(lines);

  const payments = planned.flatMap((p, n) =>
    p.payments.map((pay, k) => {
      const telo = staffIds.get(
        p.school.slug === 'delta' ? 'untrained@delta.edu' : `telo@${p.school.slug}.edu`,
      );
      return {
        invoiceId: rows[n]!.id,
        paymentTypeId: pay.type,
        amountCents: pay.cents,
        paymentDate: pay.date,
        note: pay.note ?? null,
        paidBy: pay.card ? (telo ?? adminId) : adminId,
        referenceId: pay.card ? `6${String(rows[n]!.id).padStart(9, '0')}${k}` : null,
        cardLastFour: pay.card ? '1111' : null,
      };
    }),
  );
  if (payments.length) await tx.insert(invoicePayments).values(payments);
}
