/** What a person reads in a change log for a stored column and value (docs/decisions/change-logs.md). */
import { formatUsd } from '../billing/money.js';
import { formatUsDate } from '../common/dates.js';
import {
  ACADEMIC_TERMS,
  CONTACT_TYPES,
  ELIGIBLE_PROGRAMS,
  ENROLLMENT_FEE_TYPES,
  FEE_FREQUENCIES,
  PARTICIPATION_TYPES,
  REGION_TYPES,
  SCHOLARSHIP_OFFERINGS,
  STUDENT_CATEGORIES,
} from '../reference/reference.js';
import { roleName, TRAINING_LABELS, USER_TYPE } from '../roles/roles.js';
import { exportStatusName, importStatusName } from '../statuses/statuses.js';
import {
  CHANGE_LOG_FIELDS,
  CHANGE_LOG_RECORD_NAMES,
  type ChangeLogField,
  type ChangeLogValueKind,
} from './change-log-fields.js';

export * from './change-log-fields.js';

/** The trigger's action as the Action column shows it. */
export const CHANGE_LOG_ACTIONS = { INSERT: 'Added', UPDATE: 'Changed', DELETE: 'Removed' } as const;

/** The texts of the change logs beyond REPORT_MESSAGES. */
export const CHANGE_LOG_MESSAGES = {
  frameOrder: 'The begin date must be on or before the end date.',
} as const;

/** The frame's problem (begin after end), or null: a change-log query reads begindate..enddate inclusive. */
export function changeLogFrameIssue(beginDate: string, endDate: string): string | null {
  return beginDate > endDate ? CHANGE_LOG_MESSAGES.frameOrder : null;
}

/**
 * The field of a change-log row as the server hands it over: `table.column`, then `#` and the value of
 * the column naming the record (CHANGE_LOG_RECORD_NAMES) when the stored record has one.
 */
export function changeLogFieldKey(table: string, column: string, recordName?: string | null): string {
  return recordName ? `${table}.${column}#${recordName}` : `${table}.${column}`;
}

/** The parts of a field key (changeLogFieldKey). */
export function parseChangeLogFieldKey(key: string): {
  table: string;
  column: string;
  recordName: string | null;
} {
  const hash = key.indexOf('#');
  const field = hash < 0 ? key : key.slice(0, hash);
  const dot = field.indexOf('.');
  return {
    table: dot < 0 ? '' : field.slice(0, dot),
    column: dot < 0 ? field : field.slice(dot + 1),
    recordName: hash < 0 ? null : key.slice(hash + 1),
  };
}

/** A column nobody labelled: its words, capitalised ("leave_reason" -> "Leave Reason"). */
function wordsOf(column: string): string {
  return column
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** An audited column's label and value kind. */
export function changeLogField(table: string, column: string): Required<ChangeLogField> {
  const field = CHANGE_LOG_FIELDS[table]?.[column];
  return { label: field?.label ?? wordsOf(column), kind: field?.kind ?? 'text' };
}

/** The name of an id in a catalogue list. */
const nameIn =
  <T extends { id: number }>(list: readonly T[], name: (item: T) => string) =>
  (id: number): string | undefined => {
    const item = list.find((x) => x.id === id);
    return item ? name(item) : undefined;
  };

const CATALOGUE_NAMES: Partial<Record<ChangeLogValueKind, (id: number) => string | undefined>> = {
  exportStatus: (id) => exportStatusName(id) || undefined,
  importStatus: (id) => importStatusName(id) || undefined,
  training: (id) => TRAINING_LABELS[id],
  participationType: nameIn(PARTICIPATION_TYPES, (x) => x.participationName),
  studentCategory: nameIn(STUDENT_CATEGORIES, (x) => x.categoryName),
  region: nameIn(REGION_TYPES, (x) => x.regionName),
  academicTerm: nameIn(ACADEMIC_TERMS, (x) => x.name),
  contactType: (id) => nameIn(CONTACT_TYPES, (x) => x.contactType)(id) ?? `Contact ${id}`,
  enrollmentFeeType: nameIn(ENROLLMENT_FEE_TYPES, (x) => x.name),
  feeFrequency: nameIn(FEE_FREQUENCIES, (x) => x.name),
  eligibleProgram: nameIn(ELIGIBLE_PROGRAMS, (x) => x.name),
  scholarshipOffering: nameIn(SCHOLARSHIP_OFFERINGS, (x) => x.name),
  standing: (id) => ({ 0: 'Good', 1: 'Poor' })[id],
  fafsa: (id) => ({ 0: 'Not required', 1: 'Annually' })[id],
};

const TEXT_NAMES: Partial<Record<ChangeLogValueKind, Readonly<Record<string, string>>>> = {
  yesNo: { '0': 'No', '1': 'Yes', false: 'No', true: 'Yes' },
  userType: { [USER_TYPE.TE]: 'TE', [USER_TYPE.TELO]: 'TELO', [USER_TYPE.STUDENT]: 'Student' },
  usageType: { TERM: 'Term', SUMMER: 'Summer Term' },
};

/** Options of a log: the Admin log's roles are TE roles (TE Admin, …). */
export interface ChangeLogReading {
  readonly teRoles?: boolean;
}

/**
 * A stored value as a person reads it: names for ids, Yes/No for flags, US dates, dollars and cents; the
 * stored text when it is not what its kind expects (a value is never hidden). Null stays null.
 */
export function formatChangeLogValue(
  kind: ChangeLogValueKind,
  value: string | null | undefined,
  reading: ChangeLogReading = {},
): string | null {
  if (value === null || value === undefined) return null;
  const whole = /^-?\d{1,15}$/.test(value) ? Number(value) : null;
  switch (kind) {
    case 'date':
      return formatUsDate(value);
    case 'cents':
      return whole === null ? value : formatUsd(whole);
    case 'percent':
      return whole === null ? value : `${whole}%`;
    case 'role':
      return whole === null ? value : roleName(whole, reading.teRoles ?? false);
    default:
      break;
  }
  const text = TEXT_NAMES[kind]?.[value];
  if (text) return text;
  const named = CATALOGUE_NAMES[kind];
  return (named && whole !== null ? named(whole) : undefined) ?? value;
}

/** The Field column: the column's label, with the record it is about (a contact, fee, role, term). */
export function changeLogFieldLabel(key: string, reading: ChangeLogReading = {}): string {
  const { table, column, recordName } = parseChangeLogFieldKey(key);
  const { label } = changeLogField(table, column);
  const nameColumn = CHANGE_LOG_RECORD_NAMES[table];
  if (!recordName || !nameColumn || nameColumn === column) return label;
  const name = formatChangeLogValue(changeLogField(table, nameColumn).kind, recordName, reading);
  return `${label} (${name})`;
}

/** A change-log row's stored field and values as one person reads them. */
export function readChangeLogRow<R extends { columnName?: unknown; oldValue?: unknown; newValue?: unknown }>(
  row: R,
  reading: ChangeLogReading = {},
): R {
  const key = typeof row.columnName === 'string' ? row.columnName : '';
  const { table, column } = parseChangeLogFieldKey(key);
  const { kind } = changeLogField(table, column);
  const value = (v: unknown) =>
    formatChangeLogValue(kind, v === null || v === undefined ? null : String(v), reading);
  return {
    ...row,
    columnName: changeLogFieldLabel(key, reading),
    oldValue: value(row.oldValue),
    newValue: value(row.newValue),
  };
}
