import { z } from 'zod';
import { isIsoDate } from '../common/dates.js';
import { whenMissing } from '../common/validation-messages.js';
import { isWebAddress } from '../common/web-address.js';
import { whenValid } from '../common/when-valid.js';
import { COUNTRY_US, NON_US_STATE } from '../reference/reference.js';
import { SCHOOL_MESSAGES as M } from './messages.js';
import {
  addressIssues,
  contactIssues,
  contactSchema,
  customField,
  filledContacts,
  ipedsIdField,
  overviewField,
  phoneDigits,
  reportIssues,
  requiredText,
} from './school-rules.js';

const required = { error: whenMissing(M.required) };
const flag = z.union([z.literal(0), z.literal(1)], required);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => v || null);

/** Fields every school user with the school-profile permission may change (1-core §3, §5). */
const commonShape = {
  address: requiredText(200),
  address2: optionalText(200),
  city: requiredText(100),
  state: z
    .string()
    .trim()
    .max(2)
    .nullish()
    .transform((v) => (v ?? '').toUpperCase()),
  zip: z.string(required),
  zipFour: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  country: z.number(required).int().positive(M.required),
  phone: z.string(required),
  url: requiredText(300).refine((v) => !v || isWebAddress(v), M.webAddressInvalid),
  acceptingNewStudents: flag,
  overview: overviewField,
  academicTerm: z.union([z.literal(1), z.literal(2), z.literal(3)], required),
  includeSummerTerm: flag.default(0),
  nonEduAccepted: flag.default(0),
  customField1: customField('One'),
  customField2: customField('Two'),
  customField3: customField('Three'),
  schoolContact: z.array(contactSchema).max(15).default([]),
  schoolParticipationType: z
    .array(z.object({ participationId: z.number().int().min(1).max(5) }))
    .max(5)
    .default([]),
  /** Optimistic concurrency: the version the form was loaded with (absent = do not check). */
  version: z.number().int().positive().optional(),
};

/** Fields only TE users may set (1-core §6); a school's own users' values for them are ignored. */
const teShape = {
  schoolName: requiredText(200),
  region: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? 0),
  parentCampus: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v || null),
  joinDate: z.string(required).refine(isIsoDate, M.required),
  carnegieRating: optionalText(100),
  ipedsId: ipedsIdField,
  alertLeniency: flag.default(0),
  leniencyReason: optionalText(2000),
  archived: flag.default(0),
  isClosed: flag.default(0),
  /** Line credit sits in TE Admin Settings (1-core §2: TE only) and feeds member billing. */
  lineCredit: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
};

/** Names of the TE-only school fields (1-core §6: region, parent campus, join date, Carnegie, IPEDS...). */
export const TE_ONLY_SCHOOL_FIELDS = Object.keys(teShape) as (keyof typeof teShape)[];

const commonObject = z.object(commonShape);
const teObject = z.object({ ...commonShape, ...teShape });
type CommonValues = z.output<typeof commonObject>;

/** Rules for every school form: address by country, a US state, the contact slots. */
function commonRules(v: CommonValues, ctx: z.RefinementCtx) {
  reportIssues(ctx, addressIssues({ countryId: v.country, zip: v.zip, zipFour: v.zipFour, phone: v.phone }));
  if (v.country === COUNTRY_US && (!/^[A-Z]{2}$/.test(v.state) || v.state === NON_US_STATE)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: M.required });
  }
  reportIssues(ctx, contactIssues(v.schoolContact));
}

const COMMON_RULE_FIELDS = whenValid('country', 'state', 'zip', 'zipFour', 'phone', 'schoolContact');
const TE_RULE_FIELDS = whenValid('region', 'carnegieRating', 'alertLeniency', 'leniencyReason');

/** TE-only rules: a region chosen (0 is none), a Carnegie rating, a reason for Poor standing. */
function teRules(v: z.output<typeof teObject>, ctx: z.RefinementCtx) {
  if (!v.region) ctx.addIssue({ code: 'custom', path: ['region'], message: M.required });
  if (!v.carnegieRating) ctx.addIssue({ code: 'custom', path: ['carnegieRating'], message: M.required });
  if (v.alertLeniency === 1 && !v.leniencyReason) {
    ctx.addIssue({ code: 'custom', path: ['leniencyReason'], message: M.required });
  }
}

/** What is stored: digits-only phone; non-US state FC and no zip+4; filled contacts; unique programs. */
function normaliseSchool<T extends CommonValues>(v: T): T {
  const us = v.country === COUNTRY_US;
  const programs = [...new Set(v.schoolParticipationType.map((p) => p.participationId))].sort(
    (a, b) => a - b,
  );
  return {
    ...v,
    zip: v.zip.trim(),
    phone: phoneDigits(v.phone),
    state: us ? v.state : NON_US_STATE,
    zipFour: us ? v.zipFour : null,
    schoolContact: filledContacts(v.schoolContact).sort((a, b) => a.contactId - b.contactId),
    schoolParticipationType: programs.map((participationId) => ({ participationId })),
  };
}

/**
 * The school body as TE users send it (New School form, POST api/schools, and PUT api/schools/{id} by a
 * TE user): every field, with region, Carnegie rating and join date required.
 */
export const schoolTeSchema = teObject
  .superRefine(commonRules, COMMON_RULE_FIELDS)
  .superRefine(teRules, TE_RULE_FIELDS)
  .transform(normaliseSchool);
/**
 * The school body as a school's own users send it (PUT api/schools/{id}): TE-only fields may be sent
 * but are dropped, and the server keeps their stored values.
 */
export const schoolTeloSchema = commonObject
  .superRefine(commonRules, COMMON_RULE_FIELDS)
  .transform(normaliseSchool);

/** The school form schema for a user: TE users edit every field, others the common ones. */
export function schoolSchemaFor(isTe: boolean) {
  return isTe ? schoolTeSchema : schoolTeloSchema;
}

export type SchoolInput = z.input<typeof schoolTeSchema>;
export type SchoolBody = z.output<typeof schoolTeSchema>;
export type SchoolTeloBody = z.output<typeof schoolTeloSchema>;

/**
 * New-school defaults of 1-core §9 for a given day (YYYY-MM-DD): join date today, semester, good
 * standing, no region chosen, United States, and accepting left at 0 until chosen.
 */
export function newSchoolDefaults(today: string): Partial<SchoolInput> {
  return {
    joinDate: today,
    academicTerm: 1,
    alertLeniency: 0,
    region: 0,
    country: COUNTRY_US,
    acceptingNewStudents: 0,
    archived: 0,
    isClosed: 0,
    nonEduAccepted: 0,
    includeSummerTerm: 0,
    schoolContact: [],
    schoolParticipationType: [],
  };
}
