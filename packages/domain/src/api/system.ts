import * as z from 'zod/mini';
import {
  healthSchema,
  outboxEmailSchema,
  outboxQuery,
  portalConfigSchema,
} from '../common/system-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'System';

/** Health, the probes of a process manager and a load balancer, public configuration, the outbox view. */
export const systemEndpoints = {
  getLiveness: defineEndpoint({
    operationId: 'getLiveness',
    method: 'GET',
    path: '/api/health/live',
    tag,
    summary: 'Liveness probe',
    description:
      '200 while the process runs, even with the database away (restart the process otherwise). No ' +
      'session is looked up.',
    access: { kind: 'public' },
    response: healthSchema,
  }),
  getReadiness: defineEndpoint({
    operationId: 'getReadiness',
    method: 'GET',
    path: '/api/health/ready',
    tag,
    summary: 'Readiness probe',
    description:
      '200 when the database answers and the server is not shutting down; else 503 with Retry-After ' +
      '(send it no traffic). No session is looked up.',
    access: { kind: 'public' },
    response: healthSchema,
  }),
  getHealth: defineEndpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/api/health',
    tag,
    summary: 'Health check',
    description: '200 when the server and its database answer.',
    access: { kind: 'public' },
    response: healthSchema,
  }),
  getPortalConfig: defineEndpoint({
    operationId: 'getPortalConfig',
    method: 'GET',
    path: '/api/config',
    tag,
    summary: 'Public configuration',
    description: "The programme's name and time zone, read by every page before sign-in.",
    access: { kind: 'public' },
    response: portalConfigSchema,
  }),
  listOutbox: defineEndpoint({
    operationId: 'listOutbox',
    method: 'GET',
    path: '/api/outbox',
    tag,
    summary: 'Recent outgoing emails',
    description:
      'The latest ?limit= emails of the outbox, newest first, sent or not: without SMTP the mail stays ' +
      'here. It holds password-reset links, hence TE admins only.',
    access: { kind: 'teAdmin', mode: 'read' },
    query: outboxQuery,
    response: z.array(outboxEmailSchema),
  }),
};
