import { resolve } from 'node:path';
import { DEFAULT_PROGRAM_NAME, DEFAULT_PROGRAM_TIME_ZONE, isTimeZone, toProgramDay } from '@exchange/domain';
import { z } from 'zod';
import { type PaymentConfig, readPaymentConfig } from './platform/payments/payment-gateway.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scholarship Exchange <no-reply@localhost>'),
  PUBLIC_URL: z.string().optional(),
  PROGRAM_NAME: z.string().default(DEFAULT_PROGRAM_NAME),
  PROGRAM_TIME_ZONE: z
    .string()
    .default(DEFAULT_PROGRAM_TIME_ZONE)
    .refine(isTimeZone, 'PROGRAM_TIME_ZONE must be an IANA time zone such as America/Chicago'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  /** The bearer token a scraper outside this host sends to GET /api/metrics; long, since it is guessable otherwise. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  WEB_DIST: z.string().optional(),
  LOGO_DIR: z.string().optional(),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  DAILY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Starts the server's calendar clock at this instant (ISO 8601 with offset) and lets it run on: the
   * browser journeys use it on the days of the year a rule they drive is closed (no enrollment review
   * window is open from 1 July to 14 August). Refused in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  NODE_ENV: z.string().optional(),
});

/** A clock that starts at `start` and runs on at the system clock's pace. */
function clockFrom(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** Settings of one server process, read from the environment (README lists them). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  programName: string;
  /** The programme time zone every calendar-day rule uses (open-points 1). */
  programTimeZone: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /**
   * How long a server reuses a resolved session before reading it again (ms, at most 1000): how long a
   * sign-out, password reset or role change made through another server may go unnoticed
   * (docs/decisions/platform.md "Sessions on several servers").
   */
  sessionCacheMs: number;
  /** Connections to PostgreSQL per server; unset means the default for the machine (db/client.ts). */
  databasePoolSize?: number;
  logLevel: string;
  trustProxy: boolean;
  /** The token that opens GET /api/metrics to callers that are not on this host (plugins/metrics.ts). */
  metricsToken?: string;
  webDist?: string;
  logoDir?: string;
  outboxIntervalMs: number;
  /** The programme-time hour (0-23) from which a day's daily digests are sent. */
  dailyDigestHour: number;
  /** How long a SIGTERM waits for requests in flight before cutting them and exiting 1 (ms). */
  shutdownTimeoutMs: number;
  /**
   * The clock the calendar-day rules read (programToday); unset means the system clock. Only tests set
   * it (in process, or CLOCK_START for a server process), to put "today" on either side of a date.
   */
  now?: () => Date;
  /** The card gateway: Authorize.Net when its AUTHORIZE_NET_* variables are set, else the built-in test gateway. */
  payments: PaymentConfig;
  /** Record every answer its route does not document (plugins/answer-check.ts); tests set it. */
  checkAnswers?: boolean;
  /**
   * NODE_ENV=production: an empty database gets the reference data only (no demo), and the server
   * refuses to start while a demo account is active (docs/decisions/going-live.md).
   */
  production: boolean;
}

/** Reads and checks the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (e.CLOCK_START && e.NODE_ENV === 'production') {
    throw new Error('CLOCK_START moves the calendar for tests and is refused when NODE_ENV is production');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    programName: e.PROGRAM_NAME,
    programTimeZone: e.PROGRAM_TIME_ZONE,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    metricsToken: e.METRICS_TOKEN,
    webDist: e.WEB_DIST,
    logoDir: e.LOGO_DIR,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    dailyDigestHour: e.DAILY_DIGEST_HOUR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    ...(e.CLOCK_START ? { now: clockFrom(new Date(e.CLOCK_START)) } : {}),
    payments: readPaymentConfig(env),
    production: e.NODE_ENV === 'production',
  };
}

/** Defaults for in-process tests: no SMTP, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), checkAnswers: true, ...overrides };
}

/** Today in the programme time zone, YYYY-MM-DD (open-points 1): the day every calendar rule reads. */
export function programToday(
  config: Pick<AppConfig, 'programTimeZone' | 'now'>,
  now: Date = config.now?.() ?? new Date(),
): string {
  return toProgramDay(now, config.programTimeZone);
}
