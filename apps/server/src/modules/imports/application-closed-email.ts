/**
 * The student's email when an application closes (open-points 8, 43), whatever closed it: a transfer
 * enrolled elsewhere, the export decision, the end of the aid year, or a TE admin with a reason.
 */
import type { AppConfig } from '../../config.js';
import { emailSubject, greeting, statusPageLine, studentName } from '../../platform/email/email-format.js';
import type { OutgoingEmail } from '../../platform/outbox/outbox-repo.js';

/** Why an application closed. */
export type ClosingReason = 'transferred' | 'exportDecision' | 'aidYearEnded' | 'closedByAdmin';

/** What the closing email names. */
export interface ClosingMail {
  studentEmail: string | null;
  studentFirstName: string | null;
  studentLastName: string | null;
  aidYear: string | null;
  /** The school the student leaves (transferred) or whose change closed the application. */
  schoolName: string | null;
  /** For a transfer: the school that enrolled the student on the transfer application. */
  newSchoolName?: string | null;
  /** The reason a TE admin gave (closedByAdmin). */
  closeReason?: string | null;
}

/** The student's email when an application closes; null when the student has no email on file. */
export function applicationClosedEmail(
  config: Pick<AppConfig, 'programName' | 'publicUrl'>,
  mail: ClosingMail,
  reason: ClosingReason,
): OutgoingEmail | null {
  if (!mail.studentEmail) return null;
  const year = mail.aidYear ?? 'current';
  const why: Record<ClosingReason, string> = {
    transferred: `${mail.newSchoolName ?? 'Your new school'} enrolled you on your transfer application, so your record at ${mail.schoolName ?? 'your previous school'} now shows Transferred.`,
    exportDecision:
      'Your employer school no longer supports the application, and no school has you approved, enrolled or on leave any more.',
    aidYearEnded: `The ${year} aid year has ended and no school has you enrolled or on leave. Schools that had not decided, or had approved you without an enrolment, now show a denial.`,
    closedByAdmin: `The ${config.programName} administrators closed it. Reason: ${mail.closeReason ?? 'not given'}.`,
  };
  return {
    to: mail.studentEmail,
    subject: emailSubject(config, `your ${year} application is closed`),
    text: [
      greeting(studentName(mail)),
      '',
      `Your ${year} application is now closed.`,
      why[reason],
      statusPageLine(config, 'your applications'),
    ].join('\n'),
  };
}
