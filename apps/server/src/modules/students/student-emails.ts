import { APPLICATION_STATUS, aidYearLabel, type StudentApplicationView } from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import { emailSubject, greeting, statusPageLine } from '../../platform/email/email-format.js';
import type { OutgoingEmail } from '../../platform/outbox/outbox-repo.js';

interface Submitted {
  studentName: string;
  application: StudentApplicationView;
}

function schoolLines(application: StudentApplicationView): string[] {
  return application.studentApplicationSchool.map((s) => `  - ${s.importSchoolName} (${s.city}, ${s.state})`);
}

/** Confirms to the student that the application arrived and what happens next. */
export function applicationReceivedEmail(
  config: AppConfig,
  to: string,
  { studentName, application }: Submitted,
) {
  const transfer = application.applicationStatus === APPLICATION_STATUS.TRANSFER;
  return {
    to,
    subject: emailSubject(config, `your ${transfer ? 'transfer ' : ''}application was received`),
    text: [
      greeting(studentName),
      '',
      `We received your ${transfer ? 'transfer ' : ''}application for ${aidYearLabel(application.aidyearName)}.`,
      `Employer school: ${application.exportSchoolName}`,
      'Schools you applied to:',
      ...schoolLines(application),
      '',
      transfer
        ? 'Your employer school approval carries over; each school you applied to will now review your application.'
        : 'Your employer school will now confirm the employment, then each school you applied to will review it.',
      statusPageLine(config, 'its status'),
    ].join('\n'),
  } satisfies OutgoingEmail;
}

/** Tells the employer school's primary TELO that a new application awaits their decision. */
export function applicationAwaitsDecisionEmail(
  config: AppConfig,
  to: string,
  { studentName, application }: Submitted,
) {
  const transfer = application.applicationStatus === APPLICATION_STATUS.TRANSFER;
  return {
    to,
    subject: transfer
      ? `${config.programName}: a transfer application names ${application.exportSchoolName}`
      : `${config.programName}: a new application awaits your decision`,
    text: [
      `${studentName} submitted ${transfer ? 'a transfer' : 'an'} application for ${application.aidyearName}`,
      `naming ${application.employeeFirstName} ${application.employeeLastName} (${application.employeeTitle}) as the employee at ${application.exportSchoolName}.`,
      '',
      transfer
        ? 'The export approval of the open application carries over; no decision is needed unless the employment has changed.'
        : 'Please confirm the employment and set the export status.',
      `Review it at ${config.publicUrl}/exports/applications.`,
    ].join('\n'),
  } satisfies OutgoingEmail;
}
