import { z } from 'zod';
import { isValidEmail } from '../common/email.js';
import { whenMissing } from '../common/validation-messages.js';
import { CONTACT_SLOTS, COUNTRY_US } from '../reference/reference.js';
import { SCHOOL_MESSAGES as M } from './messages.js';

export const IPEDS_MAX = 2147483647;
export const OVERVIEW_MIN = 100;
export const OVERVIEW_MAX = 10000;
export const CUSTOM_FIELD_MAX = 50;

/** Phone digits only, as stored. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** US phones read (###) ###-####; others are shown as stored. */
export function formatPhone(digits: string | null | undefined, countryId: number): string {
  const d = phoneDigits(digits ?? '');
  if (countryId === COUNTRY_US && d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return d;
}

type Issue = { path: string; message: string };

/**
 * Address rules shared by schools and students (1-core §5): zip letters, digits and spaces only, at most
 * 10, and for the US exactly 5 digits with an optional 4-digit zip+4; phone numeric, at most 15 digits,
 * 10 for the US. The first failing rule of a field gives its message.
 */
export function addressIssues(v: { countryId: number; zip: string; zipFour?: string | null; phone: string }) {
  const issues: Issue[] = [];
  const us = v.countryId === COUNTRY_US;
  const zip = v.zip.trim();
  if (!zip) issues.push({ path: 'zip', message: M.required });
  else if (!/^[A-Za-z\d ]+$/.test(zip)) issues.push({ path: 'zip', message: M.noSpecialCharacters });
  else if (zip.length > 10) issues.push({ path: 'zip', message: M.maxTenCharacters });
  else if (us && !/^\d+$/.test(zip)) issues.push({ path: 'zip', message: M.numericOnly });
  else if (us && zip.length !== 5) issues.push({ path: 'zip', message: M.fiveDigits });
  const four = (v.zipFour ?? '').trim();
  if (us && four && !/^\d{4}$/.test(four)) issues.push({ path: 'zipFour', message: M.fourDigits });

  const phone = phoneDigits(v.phone);
  if (!v.phone.trim()) issues.push({ path: 'phone', message: M.required });
  else if (!/^[\d\s()+.-]+$/.test(v.phone)) issues.push({ path: 'phone', message: M.numericOnly });
  else if (us && phone.length !== 10) issues.push({ path: 'phone', message: M.tenDigits });
  else if (phone.length > 15) issues.push({ path: 'phone', message: M.maxFifteenDigits });
  return issues;
}

/** Adds issues to a zod refinement context. */
export function reportIssues(ctx: z.RefinementCtx, issues: Issue[]) {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path.split('.'), message: i.message });
}

/** ipedsId: empty or 0 means none (null). */
export const ipedsIdField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    const t = typeof v === 'string' ? v.trim() : v;
    if (t === null || t === undefined || t === '') return null;
    const n = typeof t === 'number' ? t : /^\d+$/.test(t) ? Number(t) : Number.NaN;
    if (n === 0) return null;
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: M.mustBeNumber });
      return z.NEVER;
    }
    if (n > IPEDS_MAX) {
      ctx.addIssue({ code: 'custom', message: M.ipedsMax });
      return z.NEVER;
    }
    return n;
  });

/** Overview: 100 to 10000 characters with the spec's three messages. */
export const overviewField = z.string({ error: whenMissing(M.overviewRequired) }).superRefine((v, ctx) => {
  if (!v.trim()) ctx.addIssue({ code: 'custom', message: M.overviewRequired });
  else if (v.length < OVERVIEW_MIN) ctx.addIssue({ code: 'custom', message: M.overviewMin });
  else if (v.length > OVERVIEW_MAX) ctx.addIssue({ code: 'custom', message: M.overviewMax });
});

/** Custom field 1-3 label, at most 50 characters. */
export function customField(n: 'One' | 'Two' | 'Three') {
  return z
    .string()
    .max(CUSTOM_FIELD_MAX, M.customFieldMax(n))
    .nullish()
    .transform((v) => v?.trim() || null);
}

const contactText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => v ?? '');

/** One contact slot as the form sends it; a slot whose three fields are all blank is no contact. */
export const contactSchema = z.object({
  contactId: z.number().int().min(1).max(CONTACT_SLOTS),
  contactFirstName: contactText(50),
  contactLastName: contactText(50),
  contactEmail: contactText(254),
});
export type ContactInput = z.output<typeof contactSchema>;

const isBlankContact = (c: ContactInput) => !c.contactFirstName && !c.contactLastName && !c.contactEmail;

/** The slots that hold a contact. */
export function filledContacts(contacts: readonly ContactInput[]): ContactInput[] {
  return contacts.filter((c) => !isBlankContact(c));
}

/** 1-core §5: every contact present needs first name, last name and a valid email; one per slot. */
export function contactIssues(contacts: readonly ContactInput[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<number>();
  contacts.forEach((c, i) => {
    if (isBlankContact(c)) return;
    const at = (field: string) => `schoolContact.${i}.${field}`;
    if (seen.has(c.contactId)) issues.push({ path: at('contactId'), message: M.contactSlotOnce });
    seen.add(c.contactId);
    if (!c.contactFirstName) issues.push({ path: at('contactFirstName'), message: M.required });
    if (!c.contactLastName) issues.push({ path: at('contactLastName'), message: M.required });
    if (!c.contactEmail) issues.push({ path: at('contactEmail'), message: M.required });
    else if (!isValidEmail(c.contactEmail))
      issues.push({ path: at('contactEmail'), message: M.invalidEmail });
  });
  return issues;
}

/** A required text field with the spec's 'Required' message. */
export const requiredText = (max: number) =>
  z
    .string({ error: whenMissing(M.required) })
    .trim()
    .min(1, M.required)
    .max(max, `Must be ${max} characters or less`);
