/**
 * The text of one daily digest (issue 10, beyond the spec): for each school of the recipient, the new
 * applications and the status changes of the covered day, on the sides (export, import) their roles
 * there let them read, each with the link to that application's detail (open-points 13) and a denial
 * with its reason (issue 32). Pure, so the worker and the tests build the same email.
 */
import {
  APPLICATION_STATUS,
  EXPORT_STATUS_INPUT,
  exportStatusName,
  formatImportStatusName,
  formatUsDate,
} from '@exchange/domain';
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
  /** The row's reason text (Denied: Other) as it stood after the change. */
  reason: string | null;
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

/** The covered programme day: fromDay, up to (not including) toDay, the next day (YYYY-MM-DD). */
export interface DigestPeriod {
  fromDay: string;
  toDay: string;
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** "on MM/DD/YYYY": the covered programme day (one day, the one before the digest's day). */
function periodText(p: DigestPeriod): string {
  return `on ${formatUsDate(p.fromDay)}`;
}

function applicationLabel(e: DigestApplication): string {
  const who = studentName(e) || `Application ${e.applicationId}`;
  const transfer = e.applicationStatus === APPLICATION_STATUS.TRANSFER ? ', transfer application' : '';
  return `${who}${e.aidyear ? `, ${e.aidyear}` : ''}${transfer}`;
}

type Side = 'export' | 'import';

/**
 * The detail screen of an application on each side, by the list it is on now (the web routes of the
 * exports and imports features); a detail redirects to the right list's when the application moved on.
 */
const DETAIL_PATHS: Record<Side, { open: string; transfer: string; closed: string }> = {
  export: {
    open: '/exports/applications/studentapplication',
    transfer: '/exports/applications/studentapplication',
    closed: '/exports/closedapplications/studentapplication',
  },
  import: {
    open: '/imports/applications/studentapplication',
    transfer: '/imports/transferapplications/studentapplication',
    closed: '/imports/closedapplications/studentapplication',
  },
};

/** The address of the application's detail at the school of the line (open-points 13 deep links). */
export function applicationDetailUrl(publicUrl: string, side: Side, e: DigestApplication): string {
  const paths = DETAIL_PATHS[side];
  const path =
    e.applicationStatus === APPLICATION_STATUS.CLOSED
      ? paths.closed
      : e.applicationStatus === APPLICATION_STATUS.TRANSFER
        ? paths.transfer
        : paths.open;
  const school = side === 'import' ? `&school=${e.schoolId}` : '';
  return `${publicUrl}${path}?id=${e.applicationId}${school}`;
}

const statusId = (value: string | null) => (value === null ? Number.NaN : Number(value));

/** An export status by name; Denied: Other with the reason given for it. */
function exportStatusText(id: number, reason: string | null): string {
  const name = exportStatusName(id);
  const why = reason?.trim();
  return EXPORT_STATUS_INPUT[id] === 'reason' && name && why ? `${name} (${why})` : name;
}

/** One entry of a section: its text, and the detail link on the line below. */
interface Entry {
  text: string;
  link: string;
}

function section(title: string, entries: Entry[]): string[] {
  return entries.length === 0
    ? []
    : [`  ${title}:`, ...entries.flatMap((e) => [`    - ${e.text}`, `      ${e.link}`])];
}

/** The lines of one school, empty when nothing happened there that the recipient may read. */
function schoolLines(school: DigestSchool, events: DigestEvents, publicUrl: string): string[] {
  const at = <T extends DigestApplication>(list: readonly T[]) =>
    list.filter((e) => e.schoolId === school.schoolId);
  const added = (side: Side) => (e: DigestApplication) => ({
    text: applicationLabel(e),
    link: applicationDetailUrl(publicUrl, side, e),
  });
  const change =
    (side: Side, name: (id: number, reason: string | null) => string) => (e: DigestStatusChange) => ({
      text: `${applicationLabel(e)}: ${name(statusId(e.oldValue), null) || 'none'} to ${name(statusId(e.newValue), e.reason) || 'none'}`,
      link: applicationDetailUrl(publicUrl, side, e),
    });
  const body = [
    ...(school.exports
      ? [
          ...section(
            'New applications naming it as employer school',
            at(events.newExportApplications).map(added('export')),
          ),
          ...section(
            'Export status changes',
            at(events.exportStatusChanges).map(change('export', exportStatusText)),
          ),
        ]
      : []),
    ...(school.imports
      ? [
          ...section(
            'New applications listing it as a school to attend',
            at(events.newImportApplications).map(added('import')),
          ),
          ...section(
            'Import status changes',
            at(events.importStatusChanges).map(change('import', formatImportStatusName)),
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
  const perSchool = recipient.schools.map((s) => ({
    school: s,
    lines: schoolLines(s, events, config.publicUrl),
  }));
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
