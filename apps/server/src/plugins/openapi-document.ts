import { API_ENDPOINTS, API_SHAPE_REGISTRY, API_TAGS } from '@exchange/domain';
import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';

type Operation = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, Operation>> };

/** Each operation's access rule as data (`x-access`), beside the sentence its description gives. */
function withAccessRules<D>(document: D): D {
  const doc = document as Document;
  for (const endpoint of API_ENDPOINTS) {
    const operation = doc.paths?.[endpoint.path]?.[endpoint.method.toLowerCase()];
    if (operation) operation['x-access'] = endpoint.access;
  }
  return document;
}

const toComponents = createJsonSchemaTransformObject({ schemaRegistry: API_SHAPE_REGISTRY });

/** Every `$ref` target named inside a part of the document. */
function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.split('/').pop() ?? '');
      else refsIn(value, found);
    }
  }
  return found;
}

/**
 * Only the shapes the operations use: each named shape is generated in both forms (an answer's, and a
 * request's with `Input` added), and a shape only ever answered needs no input form.
 */
function withoutUnusedShapes<D>(document: D): D {
  const doc = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return document;
  const used = refsIn(doc.paths, new Set());
  for (let grew = true; grew; ) {
    const before = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
    grew = used.size > before;
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

/**
 * The OpenAPI document's options: generated from the contracts (packages/domain/src/api), the named
 * shapes (API_SHAPES, packages/domain/src/api/shapes.ts) as components that answers and fields refer
 * to by `$ref`, each operation's access rule as `x-access`.
 */
export function openapiOptions(config: AppConfig): SwaggerOptions {
  return {
    openapi: {
      // 3.1: a nullable field is a type union with null, which every client generator reads.
      openapi: '3.1.0',
      info: {
        title: `${config.programName} portal API`,
        version: '1.0.0',
        description:
          'Every endpoint is declared once in packages/domain/src/api (its contract); errors answer { status, ' +
          'message, errors? } (ApiError). Each operation names who may call in its description and, as ' +
          'data, in x-access (kind: public, signedIn, staff, student, teUser, teAdmin, schoolPermission, ' +
          'schoolRight, someSchoolRight, applications, ownStudent, studentReader, self, record).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The portal itself (API and web app share one origin)' }],
      tags: [...API_TAGS],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'ep_session',
            description: 'The session cookie set by POST /api/login',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: API_SHAPE_REGISTRY }),
    transformObject: (document) => withoutUnusedShapes(withAccessRules(toComponents(document))),
  };
}
