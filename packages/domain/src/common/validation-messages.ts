// zod/mini, like every contract the first page loads (docs/decisions/platform.md, the sign-in budget):
// it sets the one global configuration zod classic reads too.
import { config, type core } from 'zod/mini';

/**
 * Plain sentences for every kind of validation problem, used where a schema names no message of its
 * own (a schema's or the spec's message always wins). The library's default texts ("Too big: expected
 * number to be <=15", "Invalid input: expected number, received null") never reach a person.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  invalid: 'Enter a valid value.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  text: 'Enter text.',
  yesOrNo: 'Choose yes or no.',
  list: 'Enter a list of values.',
  date: 'Enter a valid date.',
  dateTime: 'Enter a valid date and time.',
  time: 'Enter a valid time.',
  option: 'Choose one of the listed options.',
  email: 'Enter a valid email address.',
  webAddress: 'Enter a web address that starts with http:// or https://.',
  format: 'Enter the value in the expected format.',
  notAccepted: 'This field is not accepted.',
  maxLength: (n: string) => `Must be at most ${n} characters.`,
  minLength: (n: string) => `Must be at least ${n} characters.`,
  exactLength: (n: string) => `Must be exactly ${n} characters.`,
  maxNumber: (n: string) => `Must be ${n} or less.`,
  belowNumber: (n: string) => `Must be less than ${n}.`,
  minNumber: (n: string) => `Must be ${n} or more.`,
  aboveNumber: (n: string) => `Must be more than ${n}.`,
  maxItems: (n: string) => `Choose at most ${n}.`,
  minItems: (n: string) => `Choose at least ${n}.`,
  exactItems: (n: string) => `Choose exactly ${n}.`,
  onOrBefore: (d: string) => `Must be on or before ${d}.`,
  onOrAfter: (d: string) => `Must be on or after ${d}.`,
  multipleOf: (n: string) => `Must be a multiple of ${n}.`,
  startsWith: (s: string) => `Must start with "${s}".`,
  endsWith: (s: string) => `Must end with "${s}".`,
  includes: (s: string) => `Must include "${s}".`,
  unknownFields: (keys: string[]) =>
    keys.length === 1
      ? `This field is not accepted: ${keys[0]}.`
      : `These fields are not accepted: ${keys.join(', ')}.`,
} as const;

const V = VALIDATION_MESSAGES;
type Issue = core.$ZodRawIssue;

const isMissing = (input: unknown) => input === undefined || input === null;

/** Numbers read with thousands separators (2,147,483,647), as the spec writes them. */
function amount(n: number | bigint): string {
  return typeof n === 'bigint' || Number.isFinite(n) ? n.toLocaleString('en-US') : String(n);
}

/** "1 item" / "3 items". */
const items = (n: number | bigint) => `${amount(n)} ${n === 1 || n === 1n ? 'item' : 'items'}`;

function day(n: number | bigint): string {
  const d = new Date(Number(n));
  return Number.isNaN(d.getTime()) ? String(n) : d.toISOString().slice(0, 10);
}

const TYPE_MESSAGES: Record<string, string> = {
  number: V.number,
  int: V.wholeNumber,
  bigint: V.wholeNumber,
  nan: V.number,
  string: V.text,
  boolean: V.yesOrNo,
  array: V.list,
  tuple: V.list,
  set: V.list,
  date: V.date,
  never: V.notAccepted,
  undefined: V.notAccepted,
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return issue.exact ? V.exactLength(amount(max)) : V.maxLength(amount(max));
    case 'array':
    case 'set':
      return issue.exact ? V.exactItems(items(max)) : V.maxItems(items(max));
    case 'date':
      return V.onOrBefore(day(max));
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? V.belowNumber(amount(max)) : V.maxNumber(amount(max));
    default:
      return V.invalid;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return V.exactLength(amount(min));
      return Number(min) <= 1 ? V.required : V.minLength(amount(min));
    case 'array':
    case 'set':
      return issue.exact ? V.exactItems(items(min)) : V.minItems(items(min));
    case 'date':
      return V.onOrAfter(day(min));
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? V.aboveNumber(amount(min)) : V.minNumber(amount(min));
    default:
      return V.invalid;
  }
}

function badFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return V.email;
    case 'url':
      return V.webAddress;
    case 'date':
      return V.date;
    case 'datetime':
      return V.dateTime;
    case 'time':
      return V.time;
    case 'starts_with':
      return V.startsWith(String(issue.prefix));
    case 'ends_with':
      return V.endsWith(String(issue.suffix));
    case 'includes':
      return V.includes(String(issue.includes));
    default:
      return V.format;
  }
}

/** A union of fixed values (0 or 1, Semester/Quarter/Trimester) is a choice; others just need a valid value. */
function badUnion(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const branches = issue.errors ?? [];
  const allChoices =
    branches.length > 0 && branches.every((b) => b.length > 0 && b.every((i) => i.code === 'invalid_value'));
  return allChoices ? V.option : V.invalid;
}

/** The sentence for one validation issue, whatever its kind (zod 4 error map). */
export function validationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return V.required;
      return TYPE_MESSAGES[issue.expected] ?? V.invalid;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'not_multiple_of':
      return V.multipleOf(amount(issue.divisor));
    case 'unrecognized_keys':
      return V.unknownFields(issue.keys);
    case 'invalid_union':
      return isMissing(issue.input) ? V.required : badUnion(issue);
    case 'invalid_value':
      return isMissing(issue.input) ? V.required : V.option;
    default:
      return isMissing(issue.input) ? V.required : V.invalid;
  }
}

/**
 * An `error` option for a field whose spec message is about a missing value ('Required', 'Email is
 * required'): the message when nothing was sent, and the general sentence for a wrong value, so 7 for a
 * 0/1 flag does not read "Required".
 */
export function whenMissing(message: string) {
  return (issue: { input?: unknown }) => (isMissing(issue.input) ? message : undefined);
}

// Installed once, as a side effect of loading the domain, so the web and the server (route params and
// query strings included) give the same sentences. zod keeps one global configuration per process.
config({ customError: validationMessage });
