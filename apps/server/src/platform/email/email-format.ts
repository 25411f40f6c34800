/**
 * How every email of the portal writes what they share: the subject's programme name, people's names,
 * the greeting, dates (the domain's US format, as the screens show them) and the link to the student's
 * status page. Pure, so the modules' email builders and their tests read the same text.
 */
import { formatUsDate } from '@exchange/domain';
import type { AppConfig } from '../../config.js';

/** A person's name from the parts on file, joined by a space; '' when none is. */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ');
}

/** The student's name on a record that names the student (studentFirstName, studentLastName). */
export function studentName(s: { studentFirstName: string | null; studentLastName: string | null }): string {
  return personName(s.studentFirstName, s.studentLastName);
}

/** The opening line: "Dear {name}," or, without a name on file, "Dear {nobody}," (e.g. "Dear student,"). */
export function greeting(name: string, nobody = 'student'): string {
  return `Dear ${name || nobody},`;
}

/** A subject line: the programme's name, then what the email is about. */
export function emailSubject(config: Pick<AppConfig, 'programName'>, about: string): string {
  return `${config.programName}: ${about}`;
}

/** A YYYY-MM-DD day as the screens show it (MM/DD/YYYY); no day stays null. */
export function emailDate(day: string | null | undefined): string | null {
  return day ? formatUsDate(day) : null;
}

/** The line sending the student to their application status page ("Follow your application at …"). */
export function statusPageLine(config: Pick<AppConfig, 'publicUrl'>, what = 'your application'): string {
  return `Follow ${what} at ${config.publicUrl}/applicationstatus.`;
}
