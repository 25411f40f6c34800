import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { type AppConfig, testConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './database.js';

export const DEMO_PASSWORD = 'Demo@Password1';

/** An in-process app over a fresh, seeded database, with helpers to sign in as a demo user. */
export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in and returns the session cookie header value. */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the app for a test file. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await createTestDatabase({ seeded: true });
  const config = testConfig({ webDist: '/nonexistent', ...overrides });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    database,
    config,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userName: email, userPassword: password },
      });
      if (res.statusCode !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'ep_session');
  if (!cookie) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}
