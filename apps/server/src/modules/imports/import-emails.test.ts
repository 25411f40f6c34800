import { IMPORT_STATUS, IMPORT_STATUSES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { type ImportDecisionMail, importDecisionEmail } from './import-emails.js';

// The student's email when an import school decides (issue 10): which statuses tell the student, and
// that each carries the school, the year, the status details and the link to the application page.

const I = IMPORT_STATUS;
const config = testConfig({ programName: 'Tuition Exchange', publicUrl: 'https://exchange.example' });

const mail = (importStatus: number, extra: Partial<ImportDecisionMail> = {}): ImportDecisionMail => ({
  studentEmail: 'sam@student.example',
  studentFirstName: 'Sam',
  studentLastName: 'Lee',
  importSchoolName: 'Beta College',
  aidYear: '2024-2025',
  importStatus,
  importStatusOtherReason: null,
  withdrawalDate: null,
  leaveOfAbsenceBegin: null,
  leaveOfAbsenceEnd: null,
  ...extra,
});

const TOLD: readonly number[] = [
  I.IMPORT_APPROVED,
  I.ENROLLED,
  I.DENIED_DID_NOT_APPLY,
  I.DENIED_DID_NOT_ENROLL,
  I.DENIED_OTHER,
  I.DECLINED,
  I.WITHDRAWN,
  I.LEAVE_OF_ABSENCE,
  I.GRADUATED,
];

describe('importDecisionEmail', () => {
  it('tells the student exactly about decisions, not about undecided rows or a transfer', () => {
    for (const { id } of IMPORT_STATUSES) {
      const email = importDecisionEmail(config, mail(id));
      expect(email !== null, `status ${id}`).toBe(TOLD.includes(id));
    }
    expect(importDecisionEmail(config, mail(I.UNDER_REVIEW))).toBeNull();
    expect(importDecisionEmail(config, mail(I.TRANSFERRED))).toBeNull();
  });

  it('addresses the student and links to their application page', () => {
    const email = importDecisionEmail(config, mail(I.IMPORT_APPROVED));
    expect(email).toMatchObject({
      to: 'sam@student.example',
      subject: 'Tuition Exchange: Beta College approved your application',
    });
    expect(email?.text).toContain('Dear Sam Lee,');
    expect(email?.text).toContain('Beta College approved your 2024-2025 application.');
    expect(email?.text).toContain('Follow your application at https://exchange.example/applicationstatus.');
  });

  it('says the student is enrolled', () => {
    const email = importDecisionEmail(config, mail(I.ENROLLED));
    expect(email?.subject).toBe('Tuition Exchange: Beta College enrolled you');
    expect(email?.text).toContain('Beta College reports that you are enrolled for 2024-2025.');
  });

  it('names each denial, with the reason of Denied: Other', () => {
    const other = importDecisionEmail(
      config,
      mail(I.DENIED_OTHER, { importStatusOtherReason: 'No housing left' }),
    );
    expect(other?.subject).toBe('Tuition Exchange: Beta College did not approve your application');
    expect(other?.text).toContain('set your 2024-2025 application to Denied: Other (No housing left).');
    expect(importDecisionEmail(config, mail(I.DENIED_DID_NOT_APPLY))?.text).toContain(
      'application to Denied: Did not apply.',
    );
    expect(importDecisionEmail(config, mail(I.DENIED_DID_NOT_ENROLL))?.text).toContain(
      'application to Denied: Did not enroll.',
    );
    const declined = importDecisionEmail(config, mail(I.DECLINED));
    expect(declined?.subject).toBe('Tuition Exchange: Beta College recorded that you declined');
    expect(declined?.text).toContain('application to Declined.');
  });

  it('gives the withdrawal and graduation dates in US format', () => {
    const withdrawn = importDecisionEmail(config, mail(I.WITHDRAWN, { withdrawalDate: '2025-03-14' }));
    expect(withdrawn?.subject).toBe('Tuition Exchange: Beta College reports that you withdrew');
    expect(withdrawn?.text).toContain('Beta College reports that you withdrew on 03/14/2025 (2024-2025).');
    const graduated = importDecisionEmail(config, mail(I.GRADUATED, { withdrawalDate: '2025-05-20' }));
    expect(graduated?.subject).toBe('Tuition Exchange: Beta College reports that you graduated');
    expect(graduated?.text).toContain('you graduated on 05/20/2025 (2024-2025).');
  });

  it('gives the leave of absence begin and end', () => {
    const email = importDecisionEmail(
      config,
      mail(I.LEAVE_OF_ABSENCE, { leaveOfAbsenceBegin: '2025-01-06', leaveOfAbsenceEnd: '2025-05-31' }),
    );
    expect(email?.subject).toBe('Tuition Exchange: Beta College recorded a leave of absence');
    expect(email?.text).toContain('recorded a leave of absence from 01/06/2025 to 05/31/2025 (2024-2025).');
  });

  it('sends nothing when the student has no email address', () => {
    expect(importDecisionEmail(config, mail(I.ENROLLED, { studentEmail: null }))).toBeNull();
  });
});
