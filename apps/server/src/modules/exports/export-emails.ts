/**
 * Emails about export decisions (issue 9; open-points 8, 9, 10): to the student when the employer school
 * approves, denies or ends their eligibility, when the application closes or is removed, and to the
 * attending schools' TELOs when a student they enrolled is no longer eligible. Plain text, queued in the
 * transaction of the change.
 */
import {
  EXPORT_STATUS,
  EXPORT_STATUS_INPUT,
  exportStatusName,
  formatUsDate,
  isExportDenied,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { emailSubject, greeting, statusPageLine, studentName } from '../../platform/email/email-format.js';
import { enqueueEmail, type OutgoingEmail } from '../../platform/outbox/outbox-repo.js';
import { findMailContext, listTeloContacts } from './exports-repo.js';

/** What the emails name: the student, the employer school and the aid year. */
export interface MailContext {
  studentEmail: string;
  studentFirstName: string;
  studentLastName: string;
  exportSchoolName: string;
  aidyearName: string;
}

const closedLine = (c: MailContext) => `Your ${c.aidyearName} application is now closed.`;

/** The student's email about a new export decision; null for a change that is no decision (back to Awaiting Decision). */
export function exportDecisionEmail(
  config: AppConfig,
  c: MailContext,
  d: {
    exportStatusId: number;
    reason: string | null;
    noLongerEligibleDate: string | null;
    closed: boolean;
    /** The application was CLOSED before the change (the closed detail): no school reviews it now. */
    wasClosed?: boolean;
  },
): OutgoingEmail | null {
  const dear = greeting(studentName(c));
  const closing = d.closed ? ['', closedLine(c)] : [];
  if (d.exportStatusId === EXPORT_STATUS.EXPORT_APPROVED) {
    return {
      to: c.studentEmail,
      subject: emailSubject(config, 'your employer school approved your application'),
      text: [
        dear,
        '',
        `${c.exportSchoolName} confirmed the employment for your ${c.aidyearName} application.`,
        ...(d.wasClosed ? [] : ['Each school you applied to will now review your application.']),
        ...closing,
        statusPageLine(config),
      ].join('\n'),
    };
  }
  if (isExportDenied(d.exportStatusId)) {
    const reason =
      EXPORT_STATUS_INPUT[d.exportStatusId] === 'reason' && d.reason ? [`Reason: ${d.reason}`] : [];
    return {
      to: c.studentEmail,
      subject: emailSubject(config, 'your employer school did not approve your application'),
      text: [
        dear,
        '',
        `${c.exportSchoolName} did not approve your ${c.aidyearName} application: ${exportStatusName(d.exportStatusId)}.`,
        ...reason,
        ...closing,
        '',
        `Questions about this decision go to the benefits or human resources office of ${c.exportSchoolName}.`,
        statusPageLine(config),
      ].join('\n'),
    };
  }
  if (EXPORT_STATUS_INPUT[d.exportStatusId] === 'date' && d.noLongerEligibleDate) {
    return {
      to: c.studentEmail,
      subject: emailSubject(config, 'you are no longer eligible for the exchange scholarship'),
      text: [
        dear,
        '',
        `${c.exportSchoolName} reported that you are no longer eligible as of ${formatUsDate(d.noLongerEligibleDate)}.`,
        'Your exchange scholarship award ends on that date. The schools where you are enrolled or on leave have been told, and the other schools on your application will not go on with it.',
        ...closing,
        '',
        `Questions about this decision go to the benefits or human resources office of ${c.exportSchoolName}.`,
        statusPageLine(config),
      ].join('\n'),
    };
  }
  return null;
}

/** The notice to an attending school's TELO that a student they enrolled is no longer eligible. */
export function noLongerEligibleNoticeEmail(
  config: AppConfig,
  to: string,
  c: MailContext & { importSchoolName: string; noLongerEligibleDate: string },
): OutgoingEmail {
  const student = studentName(c);
  return {
    to,
    subject: emailSubject(config, `${student} is no longer eligible`),
    text: [
      `${c.exportSchoolName}, the employer school, reported that ${student} is no longer eligible for the exchange scholarship as of ${formatUsDate(c.noLongerEligibleDate)}.`,
      `The award ends on that date. The student's ${c.aidyearName} record at ${c.importSchoolName} stays as it is until you record Withdrawn there, answering whether a term of eligibility was used.`,
      '',
      `See it at ${config.publicUrl}/imports/applications.`,
    ].join('\n'),
  };
}

/** The student's email when the employer school removed their application. */
export function applicationRemovedEmail(config: AppConfig, c: MailContext): OutgoingEmail {
  return {
    to: c.studentEmail,
    subject: emailSubject(config, 'your application was removed'),
    text: [
      greeting(studentName(c)),
      '',
      `${c.exportSchoolName} removed your ${c.aidyearName} application.`,
      'You may submit a new application while the application period is open.',
      `Questions go to the benefits or human resources office of ${c.exportSchoolName}.`,
    ].join('\n'),
  };
}

/** What a status change tells the mail: the decision, and which schools had the student enrolled or on leave. */
export interface DecisionMail {
  applicationId: number;
  exportStatusId: number;
  reason: string | null;
  noLongerEligibleDate: string | null;
  closed: boolean;
  wasClosed: boolean;
  attendingSchoolIds: readonly number[];
}

/** Queues the student's email and, for No Longer Eligible, the attending schools' TELO notices. */
export async function enqueueExportDecisionEmails(tx: Tx, config: AppConfig, d: DecisionMail) {
  const context = await findMailContext(tx, d.applicationId);
  if (!context) return;
  const email = exportDecisionEmail(config, context, d);
  if (email) await enqueueEmail(tx, email);
  if (!d.noLongerEligibleDate) return;
  // A user holding both TELO roles at a school gets one notice per school.
  const seen = new Set<string>();
  for (const telo of await listTeloContacts(tx, d.attendingSchoolIds)) {
    const key = `${telo.email.toLowerCase()}|${telo.schoolName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await enqueueEmail(
      tx,
      noLongerEligibleNoticeEmail(config, telo.email, {
        ...context,
        importSchoolName: telo.schoolName,
        noLongerEligibleDate: d.noLongerEligibleDate,
      }),
    );
  }
}
