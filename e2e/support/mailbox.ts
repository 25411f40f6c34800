import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAILBOX_DIR_ENV, mailboxFileName, WORKER_SLOT } from './environment.js';

/** One message as the loopback SMTP server recorded it. */
export interface ReceivedMail {
  to: string[];
  receivedAt: number;
  raw: string;
}

/** The mailbox of this worker's server. */
function mailboxFile(): string {
  const dir = process.env[MAILBOX_DIR_ENV];
  if (!dir) throw new Error(`${MAILBOX_DIR_ENV} is not set: the global setup did not run`);
  return join(dir, mailboxFileName(WORKER_SLOT));
}

/** Every message this worker's server sent so far. */
export async function readMailbox(): Promise<ReceivedMail[]> {
  const text = await readFile(mailboxFile(), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * Waits for a message to the address received at or after `since` (ms) and, when given, `matches`: a demo
 * account gets other journeys' mail too, which the outbox may send a moment after `since`.
 */
export async function waitForMail(
  to: string,
  since: number,
  timeoutMs = 30_000,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readMailbox()).find(
      (m) => m.receivedAt >= since && m.to.includes(to.toLowerCase()) && matches(m),
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs / 1000} s`);
}

function splitHeaders(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: part, body: '' };
  return { headers: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every leaf part of a MIME message, joined. */
export function decodeMail(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => decodeMail(p.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

const RESET_LINK = /\/resetpassword\?token=([A-Za-z0-9_.~%-]+)/;

/** True when the message carries a password reset link. */
export function hasResetLink(mail: ReceivedMail): boolean {
  return RESET_LINK.test(decodeMail(mail.raw));
}

/** The path and query of the reset link in a message, for the test's own base URL. */
export function resetPathIn(mail: ReceivedMail): string {
  const text = decodeMail(mail.raw);
  const match = RESET_LINK.exec(text);
  if (!match) throw new Error(`No reset link in the mail:\n${text.slice(0, 2000)}`);
  return match[0];
}
