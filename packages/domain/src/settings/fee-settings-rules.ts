/**
 * The fee settings' values (3-billing §3 Setting, §5; open-points 33): each is checked by its value type,
 * and each says where it takes effect.
 */
import { MAX_IMPORT_SCHOOLS } from '../students/application-rules.js';
import { SETTINGS_MESSAGES as M } from './settings-messages.js';

/** The value types of a setting (3-billing §3). */
export const SETTING_VALUE_TYPES = ['Integer', 'Decimal'] as const;
export type SettingValueType = (typeof SETTING_VALUE_TYPES)[number];

/** Longest Integer value: nine digits fit every integer column. */
const MAX_INTEGER_DIGITS = 9;
/** Decimal settings are amounts in dollars: below 10,000,000 with cents, like every typed amount. */
const MAX_DECIMAL_WHOLE_DIGITS = 7;

/**
 * The value's problem for its type (§5), or null: required; Integer digits only ("Numeric values only");
 * Decimal a decimal number ("Decimal values only") with at most two decimals, below 10,000,000. Spaces
 * around the value are not part of it.
 */
export function checkSettingValue(valueType: string, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return M.required;
  if (valueType === 'Integer') {
    if (!/^\d+$/.test(value)) return M.numericOnly;
    return value.length > MAX_INTEGER_DIGITS ? M.valueTooLong : null;
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return M.decimalOnly;
  if ((match[2] ?? '').length > 2) return M.decimalPlaces;
  return match[1]!.replace(/^0+(?=\d)/, '').length > MAX_DECIMAL_WHOLE_DIGITS ? M.setRateTooLarge : null;
}

/** What a setting does in the portal: whether anything reads it, and the sentence the screen shows. */
export interface SettingEffect {
  used: boolean;
  text: string;
  /** The value must be more than 0 (an amount generated invoices bill: 0 would bill nothing). */
  aboveZero?: boolean;
}

/**
 * Where each seeded setting takes effect (open-points 33), in plain words. Settings nothing reads say so:
 * the screen must not suggest an effect the portal does not have. Billing reads the amounts through
 * `FEE_TYPE_SETTING` (billing/fee-setting-amounts.ts) and the participation generator.
 */
export const SETTING_EFFECTS: Readonly<Record<string, SettingEffect>> = {
  PARTICIPATION_FEE: {
    used: true,
    aboveZero: true,
    text:
      'Used for the participation fee invoices generated in Billing: each exported student enrolled at a ' +
      'member school is billed this amount. Invoices already generated keep their amounts.',
  },
  MEMBERSHIP_DUES: {
    used: true,
    aboveZero: true,
    text:
      'Used for the membership dues invoices generated in Billing: each member school is billed this ' +
      'amount once per aid year, due July 31. Add Fee also starts Membership Dues at this amount. Invoices ' +
      'already created keep their amounts.',
  },
  ADMINISTRATIVE_FEE: {
    used: true,
    text:
      'Used as the starting amount of an Administrative Fee added in Billing with Add Fee, where it can ' +
      'still be changed. Invoices already added keep their amounts; 0 starts the amount empty.',
  },
  LATE_PAYMENT_FEE: {
    used: false,
    text: 'Not used anywhere in the portal yet: no late payment fee is charged automatically.',
  },
  INVOICE_DUE_DAYS: {
    used: false,
    text:
      'Not used anywhere in the portal yet: invoices state their due terms by fee type (membership dues ' +
      'by July 31, other fees upon receipt).',
  },
  MAX_IMPORT_SCHOOLS: {
    used: false,
    text: `Shown for reference: a student application names at most ${MAX_IMPORT_SCHOOLS} import schools, a fixed rule of the application form.`,
  },
};

const UNKNOWN_EFFECT: SettingEffect = { used: false, text: 'Not used anywhere in the portal.' };

/** Where a setting takes effect, by its settingName. */
export function settingEffect(settingName: string): SettingEffect {
  return SETTING_EFFECTS[settingName] ?? UNKNOWN_EFFECT;
}

/**
 * The problem of a new value for a setting (3-billing §5 by its value type, then its own limit), or null:
 * what the form and the server check alike.
 */
export function checkSettingUpdate(
  setting: { settingName: string; valueType: string },
  value: string,
): string | null {
  const problem = checkSettingValue(setting.valueType, value);
  if (problem) return problem;
  const aboveZero = settingEffect(setting.settingName).aboveZero ?? false;
  return aboveZero && Number(value.trim()) === 0 ? M.mustBeAboveZero : null;
}
