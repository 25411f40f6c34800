import {
  type AnyEndpoint,
  activeRolesAt,
  canEditApplications,
  canViewApplications,
  describeAccess,
  type Endpoint,
  type EndpointAccess,
  ERROR_MEANINGS,
  errorStatusesOf,
} from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { forbidden } from './errors.js';
import { requireStaff } from './policy.js';
import {
  type AccessRule,
  anySchoolGuard,
  idParam,
  ownStudent,
  schoolGuard,
  schoolRightGuard,
  selfGuard,
  signedIn,
  someSchoolRightGuard,
  staffOnly,
  studentOnly,
  studentReader,
  teAdminGuard,
  teUserGuard,
} from './route-guards.js';
import { bodyCheckedByService, errorAnswerSchema } from './validation.js';

type Out<S> = [S] extends [z.core.$ZodType] ? z.output<S> : undefined;

/** The request a handler of the endpoint receives: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends AnyEndpoint> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? FastifyRequest<{
        Params: Out<P>;
        Querystring: Out<Q>;
        Body: E extends { bodyParsedByService?: true } ? unknown : Out<B>;
      }>
    : never;

/**
 * What a handler gives back: the success answer (checked against the response schema when serialized)
 * or the reply it has sent itself (a body already serialized and kept, see platform/kept-lists).
 */
export type EndpointResult<E extends AnyEndpoint> = z.input<E['response']> | FastifyReply;

/** A route's behaviour for its endpoint. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

/** Rules over stored records that a module looks up for its endpoints' `record` access (by rule name). */
export type RecordRules = Record<string, AccessRule>;

/** Staff who may view or edit one side of applications at the school the path parameter names. */
function applicationsAt(side: 'export' | 'import', right: 'view' | 'edit', param: string): AccessRule {
  const may = right === 'view' ? canViewApplications : canEditApplications;
  return (request) => {
    const { user } = requireStaff(request);
    const schoolId = idParam(request, param);
    if (schoolId !== null && !may(activeRolesAt(user, schoolId), side)) throw forbidden();
  };
}

/** The server's rule for a contract's access, decided before the body is read. */
export function accessRuleFor(access: EndpointAccess, records: RecordRules = {}): AccessRule | null {
  switch (access.kind) {
    case 'public':
      return null;
    case 'signedIn':
      return signedIn;
    case 'staff':
      return staffOnly;
    case 'student':
      return studentOnly;
    case 'ownStudent':
      return ownStudent(access.param);
    case 'studentReader':
      return studentReader(access.param);
    case 'self':
      return selfGuard(access.staffOnly);
    case 'teAdmin':
      return teAdminGuard(access.mode);
    case 'schoolPermission':
      return schoolGuard(access.permission, access.mode, access.param);
    case 'anySchoolPermission':
      return anySchoolGuard(access.permission, access.mode);
    case 'applications':
      return applicationsAt(access.side, access.right, access.param);
    case 'teUser':
      return teUserGuard(access.right, access.refusal);
    case 'schoolRight':
      return schoolRightGuard(access);
    case 'someSchoolRight':
      return someSchoolRightGuard(access.right);
    case 'record': {
      const rule = records[access.rule];
      if (!rule) throw new Error(`no record rule "${access.rule}" was given for its endpoints`);
      return rule;
    }
  }
}

/** The Fastify path of a contract path: `{id}` becomes `:id`. */
function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The OpenAPI content of a download: the file's schema under each media type it can be sent as. */
function downloadContent(types: string | readonly string[], schema: unknown) {
  return Object.fromEntries((typeof types === 'string' ? [types] : types).map((type) => [type, { schema }]));
}

/** The OpenAPI answers of an endpoint: its success answer and each error it can give, one error shape. */
function responsesOf(endpoint: AnyEndpoint): Record<number, unknown> {
  // A 204 has no body: a `null` schema is what @fastify/swagger documents as an answer without content.
  const success = endpoint.successStatus === 204 ? z.null().describe('No content') : endpoint.response;
  const responses: Record<number, unknown> = {
    [endpoint.successStatus ?? 200]: endpoint.download
      ? { description: endpoint.summary, content: downloadContent(endpoint.download.contentType, success) }
      : success,
  };
  for (const code of errorStatusesOf(endpoint)) responses[code] = errorAnswerSchema(ERROR_MEANINGS[code]);
  return responses;
}

export interface EndpointRouteOptions {
  /** Rules for the endpoint's `record` access. */
  records?: RecordRules;
  /** A probe: public and no session is looked up at all. */
  sessionless?: boolean;
}

/**
 * Registers the route of a contract: method, path, schemas, OpenAPI description (operationId, tag,
 * security, every answer) and the access rule all come from the contract; the handler only calls the
 * service.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const access = accessRuleFor(endpoint.access, options.records);
  const isPublic = endpoint.access.kind === 'public';
  const route: RouteOptions = {
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    config: access
      ? { access, ...(endpoint.allowsTemporaryPassword ? { allowsTemporaryPassword: true } : {}) }
      : { public: true, ...(options.sessionless ? { sessionless: true } : {}) },
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: [endpoint.description, `Who may call: ${describeAccess(endpoint.access)}`]
        .filter(Boolean)
        .join('\n\n'),
      security: isPublic ? [] : [{ session: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint),
    },
    ...(endpoint.bodyParsedByService ? { validatorCompiler: bodyCheckedByService } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply) return reply;
      if (endpoint.successStatus && endpoint.successStatus !== 200) reply.status(endpoint.successStatus);
      return result;
    },
  };
  app.route(route);
}
