/**
 * The student's email when an import school decides (issue 10, beyond the spec): approved, enrolled,
 * denied or declined, withdrawn, graduated, on leave of absence. Plain text; the caller queues it in the
 * transaction of the change so it is sent only if the change commits.
 */
import { formatImportStatusName, IMPORT_DENIED_DECLINED, IMPORT_STATUS } from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import {
  emailDate,
  emailSubject,
  greeting,
  statusPageLine,
  studentName,
} from '../../platform/email/email-format.js';
import type { OutgoingEmail } from '../../platform/outbox/outbox-repo.js';

const I = IMPORT_STATUS;

/** What the email names: the student, the import school, the aid year and the new status with its details. */
export interface ImportDecisionMail {
  studentEmail: string | null;
  studentFirstName: string | null;
  studentLastName: string | null;
  importSchoolName: string | null;
  /** The aid year's name, e.g. 2024-2025. */
  aidYear: string | null;
  /** The new import status id. */
  importStatus: number;
  importStatusOtherReason: string | null;
  /** The Withdrawn or Graduated date (YYYY-MM-DD). */
  withdrawalDate: string | null;
  leaveOfAbsenceBegin: string | null;
  leaveOfAbsenceEnd: string | null;
}

/** The subject tail and the lines saying what the school decided; null for statuses the student is not told. */
function decisionLines(m: ImportDecisionMail, school: string, year: string): [string, string[]] | null {
  switch (m.importStatus) {
    case I.IMPORT_APPROVED:
      return [
        `${school} approved your application`,
        [`${school} approved your ${year} application.`, 'The school will tell you how to enrol.'],
      ];
    case I.ENROLLED:
      return [`${school} enrolled you`, [`${school} reports that you are enrolled for ${year}.`]];
    case I.WITHDRAWN: {
      const on = emailDate(m.withdrawalDate);
      return [
        `${school} reports that you withdrew`,
        [`${school} reports that you withdrew${on ? ` on ${on}` : ''} (${year}).`],
      ];
    }
    case I.GRADUATED: {
      const on = emailDate(m.withdrawalDate);
      return [
        `${school} reports that you graduated`,
        [`${school} reports that you graduated${on ? ` on ${on}` : ''} (${year}). Congratulations!`],
      ];
    }
    case I.LEAVE_OF_ABSENCE: {
      const begin = emailDate(m.leaveOfAbsenceBegin);
      const end = emailDate(m.leaveOfAbsenceEnd);
      const span = begin && end ? ` from ${begin} to ${end}` : begin ? ` from ${begin}` : '';
      return [
        `${school} recorded a leave of absence`,
        [`${school} recorded a leave of absence${span} (${year}).`],
      ];
    }
    default:
      if (!IMPORT_DENIED_DECLINED.includes(m.importStatus)) return null;
      return [
        m.importStatus === I.DECLINED
          ? `${school} recorded that you declined`
          : `${school} did not approve your application`,
        [
          `${school} set your ${year} application to ${formatImportStatusName(m.importStatus, m.importStatusOtherReason)}.`,
          '',
          `Questions about this decision go to the exchange office of ${school}.`,
        ],
      ];
  }
}

/** The student's email about an import school's decision; null when the status is not one the student is told about. */
export function importDecisionEmail(config: AppConfig, mail: ImportDecisionMail): OutgoingEmail | null {
  if (!mail.studentEmail) return null;
  const school = mail.importSchoolName ?? 'Your school';
  const year = mail.aidYear ?? 'current';
  const decision = decisionLines(mail, school, year);
  if (!decision) return null;
  const [subject, lines] = decision;
  return {
    to: mail.studentEmail,
    subject: emailSubject(config, subject),
    text: [greeting(studentName(mail)), '', ...lines, statusPageLine(config)].join('\n'),
  };
}
