import { describe, expect, it } from 'vitest';
import { EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { CHANGE_LOGS } from './change-log-catalogue.js';
import {
  CHANGE_LOG_FIELDS,
  CHANGE_LOG_LOOKUPS,
  CHANGE_LOG_RECORD_NAMES,
  changeLogField,
  changeLogFieldKey,
  changeLogFieldLabel,
  changeLogFrameIssue,
  formatChangeLogValue,
  parseChangeLogFieldKey,
  readChangeLogRow,
} from './change-log-values.js';

describe('formatChangeLogValue', () => {
  it('names statuses, programs, categories and roles instead of their ids', () => {
    expect(formatChangeLogValue('exportStatus', String(EXPORT_STATUS.EXPORT_APPROVED))).toBe(
      'Export Approved',
    );
    expect(formatChangeLogValue('importStatus', String(IMPORT_STATUS.UNDER_REVIEW))).toBe('Under Review');
    expect(formatChangeLogValue('participationType', '2')).toBe('Graduate');
    expect(formatChangeLogValue('studentCategory', '2')).toBe('Transfer Student');
    expect(formatChangeLogValue('role', '6')).toBe('Primary TELO');
    expect(formatChangeLogValue('role', '1', { teRoles: true })).toBe('TE Admin');
    expect(formatChangeLogValue('contactType', '2')).toBe('President');
    expect(formatChangeLogValue('contactType', '12')).toBe('Contact 12');
    expect(formatChangeLogValue('enrollmentFeeType', '3')).toBe('Import Applicant Fee');
    expect(formatChangeLogValue('scholarshipOffering', '2')).toBe('Annual Set-Rate');
  });

  it('reads flags, training, standing, FAFSA, user types and eligibility usages', () => {
    expect(formatChangeLogValue('yesNo', '1')).toBe('Yes');
    expect(formatChangeLogValue('yesNo', '0')).toBe('No');
    expect(formatChangeLogValue('yesNo', 'true')).toBe('Yes');
    expect(formatChangeLogValue('yesNo', 'false')).toBe('No');
    expect(formatChangeLogValue('training', '0')).toBe('Required');
    expect(formatChangeLogValue('training', '1')).toBe('Complete');
    expect(formatChangeLogValue('training', '2')).toBe('Not Required');
    expect(formatChangeLogValue('standing', '1')).toBe('Poor');
    expect(formatChangeLogValue('fafsa', '1')).toBe('Annually');
    expect(formatChangeLogValue('userType', 'STUDENT')).toBe('Student');
    expect(formatChangeLogValue('usageType', 'SUMMER')).toBe('Summer Term');
  });

  it('shows days in US format, cents as dollars and percentages', () => {
    expect(formatChangeLogValue('date', '2026-08-15')).toBe('08/15/2026');
    expect(formatChangeLogValue('cents', '3800050')).toBe('$38,000.50');
    expect(formatChangeLogValue('cents', '0')).toBe('$0.00');
    expect(formatChangeLogValue('percent', '95')).toBe('95%');
  });

  it('keeps null, and the stored text when it is not what the kind expects', () => {
    expect(formatChangeLogValue('exportStatus', null)).toBeNull();
    expect(formatChangeLogValue('exportStatus', '99')).toBe('99');
    expect(formatChangeLogValue('cents', 'n/a')).toBe('n/a');
    expect(formatChangeLogValue('yesNo', '7')).toBe('7');
    expect(formatChangeLogValue('text', '=1+2')).toBe('=1+2');
    expect(formatChangeLogValue('lookup', 'Alpha University')).toBe('Alpha University');
  });
});

describe('field keys and labels', () => {
  it('round-trips a key with and without the record name', () => {
    expect(parseChangeLogFieldKey(changeLogFieldKey('school_contacts', 'contact_email', '6'))).toEqual({
      table: 'school_contacts',
      column: 'contact_email',
      recordName: '6',
    });
    expect(parseChangeLogFieldKey(changeLogFieldKey('users', 'first_name'))).toEqual({
      table: 'users',
      column: 'first_name',
      recordName: null,
    });
  });

  it('labels columns as the screens do, naming the contact, role or term a change is about', () => {
    expect(changeLogFieldLabel('student_applications.export_status_id')).toBe('Export Status');
    expect(changeLogFieldLabel('application_schools.import_status_id')).toBe('Import Status');
    expect(changeLogFieldLabel('application_schools.participation_type_id')).toBe('Exchange Program');
    expect(changeLogFieldLabel('student_applications.student_category_id')).toBe('Student Category');
    expect(changeLogFieldLabel('school_contacts.contact_first_name#6')).toBe(
      'Contact First Name (Invoice Billing)',
    );
    expect(changeLogFieldLabel('user_roles.read_only#2')).toBe('Read Only (Export)');
    expect(changeLogFieldLabel('user_roles.read_only#1', { teRoles: true })).toBe('Read Only (TE Admin)');
    expect(changeLogFieldLabel('user_roles.role_id#6')).toBe('Role');
    expect(changeLogFieldLabel('enrollment_reviews.review_date#Fall')).toBe('Review Date (Fall)');
    expect(changeLogFieldLabel('school_aid_year_enrollment_fees.amount_cents#1')).toBe(
      'Fee Amount (Export Application Fee)',
    );
  });

  it('words an unknown column', () => {
    expect(changeLogFieldLabel('schools.leave_reason_text')).toBe('Leave Reason Text');
    expect(changeLogField('nowhere', 'x')).toEqual({ label: 'X', kind: 'text' });
  });

  it('gives every lookup and record-naming column a field of the matching kind', () => {
    for (const [table, fields] of Object.entries(CHANGE_LOG_FIELDS)) {
      for (const [column, field] of Object.entries(fields)) {
        if (field.kind === 'lookup') expect(CHANGE_LOG_LOOKUPS[column], `${table}.${column}`).toBeDefined();
      }
    }
    for (const [table, column] of Object.entries(CHANGE_LOG_RECORD_NAMES)) {
      expect(CHANGE_LOG_FIELDS[table]?.[column], `${table}.${column}`).toBeDefined();
    }
  });
});

describe('readChangeLogRow', () => {
  it('turns the stored field and values into what a person reads, keeping the other fields', () => {
    const row = {
      id: 7,
      columnName: 'student_applications.export_status_id',
      oldValue: '1',
      newValue: '2',
      schoolName: 'Alpha University',
    };
    expect(readChangeLogRow(row)).toEqual({
      id: 7,
      columnName: 'Export Status',
      oldValue: 'Awaiting Decision',
      newValue: 'Export Approved',
      schoolName: 'Alpha University',
    });
  });

  it('reads role ids as TE roles in the Admin log', () => {
    const row = { columnName: 'user_roles.role_id#1', oldValue: null, newValue: '1' };
    expect(readChangeLogRow(row, { teRoles: true })).toMatchObject({
      columnName: 'Role',
      newValue: 'TE Admin',
    });
    expect(readChangeLogRow(row)).toMatchObject({ newValue: 'Admin' });
  });
});

describe('the logs and their frame', () => {
  it('refuses a frame that begins after it ends', () => {
    expect(changeLogFrameIssue('2026-05-02', '2026-05-01')).toMatch(/begin date/);
    expect(changeLogFrameIssue('2026-05-01', '2026-05-01')).toBeNull();
  });

  it('shows whose account changed in the account logs only, and hides columns a log never fills', () => {
    const fields = (key: keyof typeof CHANGE_LOGS) => CHANGE_LOGS[key].columns.map((c) => c.field);
    expect(fields('changeLogTelo')).toContain('userName');
    expect(fields('changeLogAdmin')).toContain('userName');
    expect(fields('changeLogImport')).not.toContain('userName');
    const hidden = (key: keyof typeof CHANGE_LOGS) =>
      CHANGE_LOGS[key].columns.filter((c) => c.hidden).map((c) => c.field);
    expect(hidden('changeLogImport')).toEqual([]);
    expect(hidden('changeLogAdmin')).toEqual([
      'schoolName',
      'studentName',
      'aidYearName',
      'applicationStatus',
    ]);
    expect(CHANGE_LOGS.changeLogAdmin.teOnly).toBe(true);
  });
});
