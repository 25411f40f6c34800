import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { registerModuleRoutes } from './modules/module-routes.js';
import { createLifecycle, type Lifecycle, registerDrain } from './platform/lifecycle/lifecycle.js';
import {
  createPaymentGateway,
  type PaymentGateway,
  paymentCspSources,
} from './platform/payments/payment-gateway.js';
import { registerAnswerCheck } from './plugins/answer-check.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors.js';
import { registerMetrics } from './plugins/metrics.js';
import { openapiOptions } from './plugins/openapi-document.js';
import { registerRequestLog } from './plugins/request-log.js';
import sessionPlugin from './plugins/session.js';
import { safeValidatorCompiler } from './plugins/validation.js';
import { registerWeb } from './plugins/web.js';

export type { AppConfig } from './config.js';
export { loadConfig, testConfig } from './config.js';
export { openDatabase } from './db/client.js';
export { runMigrations } from './db/migrate.js';

// Logged requests never carry the cookie, the password or a reset token.
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'body.userPassword',
  'body.userNewPassword',
  'body.token',
  'body.cvv',
  'body.cardNumber',
];

/** Builds the HTTP application: API, OpenAPI docs and the web app, over the given database. */
export async function buildApp(options: {
  config: AppConfig;
  db: Db;
  /** Whether the server is draining (main.ts flips it on SIGTERM); absent means never. */
  lifecycle?: Lifecycle;
  /** The card gateway; absent means the one the configuration selects (tests pass one with their clock). */
  paymentGateway?: PaymentGateway;
}): Promise<FastifyInstance> {
  const { config, db } = options;
  const lifecycle = options.lifecycle ?? createLifecycle();
  const app = Fastify({
    logger: { level: config.logLevel, redact: REDACT },
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // The spec writes some calls with a trailing slash (3-billing §7 api/report/tuition/): both forms answer.
    routerOptions: { ignoreTrailingSlash: true },
    // URLs Fastify cannot decode and over-long parameters get the one error shape too.
    frameworkErrors: answerFrameworkError,
    // While closing, requests still arriving on open connections are served (with Connection: close, see
    // registerDrain) rather than refused: the proxy stops sending once readiness says 503.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  if (config.checkAnswers) registerAnswerCheck(app);
  registerDrain(app, lifecycle);
  registerMetrics(app, { db, config });

  const payCsp = paymentCspSources(config.payments);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'", ...payCsp.scriptSrc],
        connectSrc: ["'self'", ...payCsp.connectSrc],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, {
    db,
    idleMinutes: config.sessionIdleMinutes,
    cacheMs: config.sessionCacheMs,
  });
  await app.register(fastifySwagger, openapiOptions(config));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Every module's routes, in the catalogue's tag order (modules/<module>/routes.ts).
  await registerModuleRoutes(app, {
    db,
    config,
    lifecycle,
    gateway: options.paymentGateway ?? createPaymentGateway(config.payments, db),
  });
  await registerWeb(app, { webDist: config.webDist, logoDir: config.logoDir });
  return app;
}
