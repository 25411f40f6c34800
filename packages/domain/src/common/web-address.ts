import { VALIDATION_MESSAGES } from './validation-messages.js';

/** The message for a web address that is not an http(s) link. */
export const WEB_ADDRESS_MESSAGE = VALIDATION_MESSAGES.webAddress;

// Written out in full with a host, and nothing the URL parser would quietly repair (spaces, tabs,
// backslashes, "https:/x"): what is stored is shown as a link, so javascript:, data: and the like
// must never get in.
const HTTP_PREFIX = /^https?:\/\/[^\s/?#\\]+/i;

/** True for an absolute http:// or https:// address with a host, as schools and aid years link to. */
export function isWebAddress(value: string): boolean {
  if (!HTTP_PREFIX.test(value) || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
