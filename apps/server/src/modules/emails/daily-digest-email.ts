/**
 * The text of one daily digest (issue 10, beyond the spec): for each school of the recipient, the new
 * applications and the status changes of the covered period, on the sides (export, import) their roles
 * there let them read. Pure, so the worker and the tests build the same email.
 */
import { APPLICATION_STATUS, exportStatusName, formatImportStatusName, formatUsDate } from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import { emailSubject, greeting, personName, studentName } from '../../platform/email/email-format.js';
import type { OutgoingEmail } from '../../platform/outbox/outbox-repo.js';

/** One application as a digest line names it. */
export interface DigestApplication {
  schoolId: number;
  applicationId: number;
  applicationStatus: string | null;
  studentFirstName: string | null;
  studentLastName: string | null;
  aidyear: string | null;
}

/** One status change: the status ids before and after, as the change log stores them (text). */
export interface DigestStatusChange extends DigestApplication {
  oldValue: string | null;
  newValue: string | null;
}

/** What happened in the covered period at every school some recipient follows. */
export interface DigestEvents {
  newExportApplications: readonly DigestApplication[];
  newImportApplications: readonly DigestApplication[];
  exportStatusChanges: readonly DigestStatusChange[];
  importStatusChanges: readonly DigestStatusChange[];
}

/** A school of a recipient and which sides of its applications their roles there let them read. */
export interface DigestSchool {
  schoolId: number;
  schoolName: string;
  exports: boolean;
  imports: boolean;
}

/** Who receives a digest and for which schools. */
export interface DigestRecipient {
  email: string;
  firstName: string;
  lastName: string;
  schools: readonly DigestSchool[];
}

/** The covered programme days: fromDay up to, not including, toDay (YYYY-MM-DD). */
export interface DigestPeriod {
  fromDay: string;
  toDay: string;
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

function periodText(p: DigestPeriod): string {
  const last = previousDay(p.toDay);
  return p.fromDay >= last
    ? `on ${formatUsDate(last)}`
    : `from ${formatUsDate(p.fromDay)} to ${formatUsDate(last)}`;
}

function applicationLabel(e: DigestApplication): string {
  const who = studentName(e) || `Application ${e.applicationId}`;
  const transfer = e.applicationStatus === APPLICATION_STATUS.TRANSFER ? ', transfer application' : '';
  return `${who}${e.aidyear ? `, ${e.aidyear}` : ''}${transfer}`;
}

const statusId = (value: string | null) => (value === null ? Number.NaN : Number(value));

function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : [`  ${title}:`, ...lines.map((l) => `    - ${l}`)];
}

/** The lines of one school, empty when nothing happened there that the recipient may read. */
function schoolLines(school: DigestSchool, events: DigestEvents): string[] {
  const at = <T extends DigestApplication>(list: readonly T[]) =>
    list.filter((e) => e.schoolId === school.schoolId);
  const change = (name: (id: number) => string) => (e: DigestStatusChange) =>
    `${applicationLabel(e)}: ${name(statusId(e.oldValue)) || 'none'} to ${name(statusId(e.newValue)) || 'none'}`;
  const body = [
    ...(school.exports
      ? [
          ...section(
            'New applications naming it as employer school',
            at(events.newExportApplications).map(applicationLabel),
          ),
          ...section('Export status changes', at(events.exportStatusChanges).map(change(exportStatusName))),
        ]
      : []),
    ...(school.imports
      ? [
          ...section(
            'New applications listing it as a school to attend',
            at(events.newImportApplications).map(applicationLabel),
          ),
          ...section(
            'Import status changes',
            at(events.importStatusChanges).map(change((id) => formatImportStatusName(id))),
          ),
        ]
      : []),
  ];
  return body.length === 0 ? [] : [school.schoolName, ...body, ''];
}

/** The recipient's digest, or null when nothing happened at their schools that they may read. */
export function dailyDigestEmail(
  config: Pick<AppConfig, 'programName' | 'publicUrl'>,
  recipient: DigestRecipient,
  events: DigestEvents,
  period: DigestPeriod,
): OutgoingEmail | null {
  const perSchool = recipient.schools.map((s) => ({ school: s, lines: schoolLines(s, events) }));
  const reported = perSchool.filter((s) => s.lines.length > 0);
  if (reported.length === 0) return null;
  const links = [
    ...(reported.some((s) => s.school.exports) ? [`Exports: ${config.publicUrl}/exports/applications`] : []),
    ...(reported.some((s) => s.school.imports) ? [`Imports: ${config.publicUrl}/imports/applications`] : []),
  ];
  const when = periodText(period);
  return {
    to: recipient.email,
    subject: emailSubject(config, `daily digest ${when}`),
    text: [
      greeting(personName(recipient.firstName, recipient.lastName)),
      '',
      `Here is what happened at your schools ${when}.`,
      '',
      ...reported.flatMap((s) => s.lines),
      ...links,
      '',
      'You receive this email because your Daily Digest is on.',
    ].join('\n'),
  };
}
