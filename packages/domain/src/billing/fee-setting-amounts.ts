/**
 * The programme amounts billing takes from the fee settings (open-points 33): membership dues are
 * generated at MEMBERSHIP_DUES per member school; Add Fee starts Membership Dues and Administrative Fee
 * at their setting. Participation fees are billed per student by the generator (PARTICIPATION_FEE).
 */
import { FEE_TYPE } from './invoice-rules.js';
import { parseDollarsToCents } from './money.js';

/** The setting (3-billing §3 Setting, by settingName) holding a fee type's amount, when it has one. */
export const FEE_TYPE_SETTING: Readonly<Partial<Record<number, string>>> = {
  [FEE_TYPE.MEMBERSHIP_DUES]: 'MEMBERSHIP_DUES',
  [FEE_TYPE.ADMINISTRATIVE_FEE]: 'ADMINISTRATIVE_FEE',
};

/**
 * A setting's stored dollar text ("1500.00") as an amount to bill, in cents; null unless it is an
 * amount above 0 (a 0 or a value that is no amount bills nothing and prefills nothing).
 */
export function settingAmountCents(value: string | null | undefined): number | null {
  const cents = parseDollarsToCents(value ?? '');
  return Number.isFinite(cents) && cents > 0 ? cents : null;
}
