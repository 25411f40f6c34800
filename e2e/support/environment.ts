/** The port and address the journeys' server listens on (E2E_PORT to run two suites side by side). */
export const SERVER_PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://127.0.0.1:${SERVER_PORT}`;

/** Set by the global setup: the file the loopback SMTP server appends received mail to. */
export const MAILBOX_ENV = 'E2E_MAILBOX_FILE';
