/**
 * Requests and answers of the settings calls (3-billing §3 Aid year and Setting, §7) and the forms'
 * schemas, which run the very rules the server answers with (§5; open-points 32, 33).
 */
import { z } from 'zod';
import { MAX_BILLING_CENTS, parseDollarsToCents } from '../billing/money.js';
import { isIsoDate } from '../common/dates.js';
import { checkAidYearDateOrder, checkAidYearName } from './aid-year-settings-rules.js';
import { checkSettingUpdate, SETTING_VALUE_TYPES } from './fee-settings-rules.js';
import { SETTINGS_MESSAGES as M } from './settings-messages.js';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const pathId = z.coerce.number().int().positive().max(MAX_INT);
/**
 * Accepted and ignored: the acting user comes from the session (docs/decisions/platform.md "One contract
 * per endpoint").
 */
const ignored = z.unknown().optional();
/** A record's version as the API sends it: an instant with microseconds, in UTC. */
const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const requiredText = (invalid: string) =>
  z.string({ error: (issue) => (issue.input == null ? M.required : invalid) });

/** A day (YYYY-MM-DD), required. */
const day = requiredText(M.dateInvalid)
  .max(10, M.dateInvalid)
  .trim()
  .refine((v) => v !== '', M.required)
  .refine((v) => v === '' || isIsoDate(v), M.dateInvalid);

const version = z
  .string({ error: M.versionInvalid })
  .regex(VERSION_PATTERN, M.versionInvalid)
  .optional()
  .describe(
    'The lastUpdated the record was read with: 409 when it changed since. Optional (the spec body has no ' +
      'version); the screens always send it.',
  );

/** Path parameters of PUT api/settings/{id} and PUT api/settings/aidyear/{id}. */
export const settingsIdParams = z.object({ id: pathId });

const aidYearFields = {
  aidyear: requiredText(M.aidYearFormat)
    .max(9, M.aidYearFormat)
    .trim()
    .superRefine((v, ctx) => {
      const problem = v === '' ? M.required : checkAidYearName(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe('YYYY-YYYY with consecutive years, such as 2027-2028; unique'),
  aidyearbegindate: day.describe('The first day of the aid year (YYYY-MM-DD)'),
  aidyearenddate: day.describe(
    'The last day of the aid year (YYYY-MM-DD): after the begin date, today or later, and no day ' +
      "shared with another aid year's range",
  ),
  displaybegindate: day.describe('From this day applicants and the public pages see the aid year'),
  displayenddate: day.describe('The last day they see it; on or after the display begin date'),
  setRate: z
    .number({ error: (issue) => (issue.input == null ? M.required : M.setRateInvalid) })
    .int(M.setRateInvalid)
    .min(0, M.setRateInvalid)
    .max(MAX_BILLING_CENTS - 1, M.setRateTooLarge)
    .describe('Cents: the award of the Annual Set Rate scholarship offering in this aid year'),
};

/** The date-order rules of open-points 32 on the fields they are about. */
function refineDateOrder(
  value: {
    aidyearbegindate: string;
    aidyearenddate: string;
    displaybegindate: string;
    displayenddate: string;
  },
  ctx: z.RefinementCtx,
) {
  for (const p of checkAidYearDateOrder(value))
    ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
}

/** POST api/settings/aidyear: a new aid year with its six fields (§5: all required). */
export const aidYearCreateBodySchema = z
  .object({ ...aidYearFields, modifiedby: ignored })
  .superRefine(refineDateOrder);
export type AidYearCreateBody = z.input<typeof aidYearCreateBodySchema>;

/** PUT api/settings/aidyear/{id}: the same fields, plus modifiedby (ignored) and the version read. */
export const aidYearUpdateBodySchema = z
  .object({ ...aidYearFields, modifiedby: ignored, lastUpdated: version })
  .superRefine(refineDateOrder);
export type AidYearUpdateBody = z.input<typeof aidYearUpdateBodySchema>;

const modifier = {
  modifiedBy: id.nullable().describe('Who last changed it; null for the system (seed, migration)'),
  modifiedByFirstName: z.string().nullable(),
  modifiedByLastName: z.string().nullable(),
  lastUpdated: z.string().describe('The version: send it back unchanged with a PUT'),
};

/** An aid year as Aid Year Settings shows it (3-billing §3 Aid year), with what the reader may do. */
export const aidYearSettingSchema = z.object({
  id,
  aidyear: z.string(),
  aidyearbegindate: z.string().describe('YYYY-MM-DD'),
  aidyearenddate: z.string().describe('YYYY-MM-DD'),
  displaybegindate: z.string().describe('YYYY-MM-DD'),
  displayenddate: z.string().describe('YYYY-MM-DD'),
  setRate: z.number().int().describe('Cents'),
  ended: z.boolean().describe("The end date is before the programme's today: a past aid year (§4)"),
  editable: z.boolean().describe('The reader may change it: TE Admin not read-only, and not ended'),
  ...modifier,
});
export type AidYearSetting = z.output<typeof aidYearSettingSchema>;

/** GET api/settings/aidyear: every aid year, newest first, and whether the reader may add one. */
export const aidYearSettingsSchema = z.object({
  canEdit: z.boolean().describe('The reader may add and change aid years (TE Admin, not read-only)'),
  today: z.string().describe("The programme's today (YYYY-MM-DD) the ended flags were drawn on"),
  aidYears: z.array(aidYearSettingSchema).describe('Newest first (by begin date); may be empty'),
});
export type AidYearSettings = z.output<typeof aidYearSettingsSchema>;

/** PUT api/settings/{id}: the new value, as text, checked by the setting's value type. */
export const settingUpdateBodySchema = z.object({
  settingValue: requiredText(M.decimalOnly)
    .max(40, M.valueTooLong)
    .describe('Integer: digits only; Decimal: a decimal number with at most two decimals (dollars)'),
  modifiedby: ignored,
  lastUpdated: version,
});
export type SettingUpdateBody = z.input<typeof settingUpdateBodySchema>;

/** A fee setting (3-billing §3 Setting), with what the reader may do with it. */
export const settingSchema = z.object({
  id,
  settingName: z.string(),
  settingValue: z.string(),
  displayName: z.string(),
  valueType: z.enum(SETTING_VALUE_TYPES),
  readOnly: z.boolean().describe('Fixed by the system: refused for everyone'),
  editable: z.boolean().describe('The reader may change it: TE Admin not read-only, and not read-only'),
  ...modifier,
});
export type Setting = z.output<typeof settingSchema>;

/** GET api/settings: every fee setting, by display name. */
export const settingsListSchema = z.object({
  canEdit: z.boolean().describe('The reader may change settings (TE Admin, not read-only)'),
  settings: z.array(settingSchema),
});
export type SettingsList = z.output<typeof settingsListSchema>;

/** The aid-year form's values: text as typed, the set rate in dollars. */
export interface AidYearFormValues {
  aidyear: string;
  aidyearbegindate: string;
  aidyearenddate: string;
  displaybegindate: string;
  displayenddate: string;
  setRate: string;
}

/** The aid-year form's body: the set rate typed in dollars becomes cents (undefined while empty). */
export function aidYearFormBody(values: AidYearFormValues): Omit<AidYearCreateBody, 'modifiedby'> {
  const rate = values.setRate.trim();
  return {
    aidyear: values.aidyear,
    aidyearbegindate: values.aidyearbegindate,
    aidyearenddate: values.aidyearenddate,
    displaybegindate: values.displaybegindate,
    displayenddate: values.displayenddate,
    setRate: (rate === '' ? undefined : parseDollarsToCents(rate)) as number,
  };
}

/** A fee setting's form: its one value, checked by the setting's value type (§5) and its own limit. */
export function settingFormSchema(setting: { settingName: string; valueType: string }) {
  return z.object({
    settingValue: z.string().superRefine((value, ctx) => {
      const problem = checkSettingUpdate(setting, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}
