/** The port and address the journeys' server listens on. */
export const SERVER_PORT = 3100;
export const BASE_URL = `http://127.0.0.1:${SERVER_PORT}`;

/** Set by the global setup: the file the loopback SMTP server appends received mail to. */
export const MAILBOX_ENV = 'E2E_MAILBOX_FILE';
