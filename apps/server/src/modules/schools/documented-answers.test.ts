import {
  addedSchoolUserSchema,
  contactTypeSchema,
  countrySchema,
  createdSchoolSchema,
  messageSchema,
  participationTypeSchema,
  regionTypeSchema,
  savedAidYearRecordSchema,
  savedProfileSchema,
  savedSchoolUserSchema,
  savedStaffUserSchema,
  schoolAidYearRecordSchema,
  schoolDependentsSchema,
  schoolDetailSchema,
  schoolNameSchema,
  schoolSummarySchema,
  schoolUserRowSchema,
  sessionUserSchema,
  staffUserRowSchema,
  updatedSchoolSchema,
  userDetailSchema,
  usStateSchema,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestContext } from '../../test/app.js';
import type { JsonSchema } from '../../test/openapi-operations.js';

// The answer shapes of the school, reference-list, aid-year, user and sign-in calls live in @exchange/domain, where the
// web takes its types from. This checks that every such route documents (and so serializes with) the
// domain's shape: a route that lost its `response:` schema or answers another shape fails here.

let t: TestContext;
let doc: OpenApiDoc;
beforeAll(async () => {
  t = await startTestApp();
  doc = t.app.swagger() as unknown as OpenApiDoc;
});
afterAll(() => t?.close());

/** [method, OpenAPI path, status, domain schema of the answer]. */
const ANSWERS: [string, string, number, z.core.$ZodType][] = [
  ['GET', '/api/schools/name', 200, z.array(schoolNameSchema)],
  ['GET', '/api/schools', 200, z.array(schoolSummarySchema)],
  ['GET', '/api/schools/{id}', 200, z.array(schoolDetailSchema)],
  ['PUT', '/api/schools/{id}', 200, updatedSchoolSchema],
  ['POST', '/api/schools', 201, createdSchoolSchema],
  ['GET', '/api/schools/{id}/dependents', 200, schoolDependentsSchema],
  ['DELETE', '/api/schools/{id}', 200, messageSchema],
  ['GET', '/api/schools/aidyears/{id}', 200, z.array(schoolAidYearRecordSchema)],
  ['POST', '/api/schools/aidyears', 201, savedAidYearRecordSchema],
  ['PUT', '/api/schools/aidyears/{id}', 200, savedAidYearRecordSchema],
  ['GET', '/api/user/school/{schoolId}', 200, z.array(schoolUserRowSchema)],
  ['POST', '/api/user/school/{schoolId}', 201, addedSchoolUserSchema],
  ['PUT', '/api/user/{id}/{schoolId}', 200, savedSchoolUserSchema],
  ['DELETE', '/api/user/{id}/{schoolId}', 200, messageSchema],
  ['GET', '/api/user', 200, z.array(staffUserRowSchema)],
  ['GET', '/api/user/{id}', 200, userDetailSchema],
  ['POST', '/api/user/admin', 201, savedStaffUserSchema],
  ['PUT', '/api/user/admin/{id}', 200, savedStaffUserSchema],
  ['PUT', '/api/user/{id}', 200, savedProfileSchema],
  ['DELETE', '/api/user/{id}', 200, messageSchema],
  ['POST', '/api/user/emailnotice/ack', 200, sessionUserSchema],
  ['POST', '/api/login', 200, sessionUserSchema],
  ['POST', '/api/login/User', 200, sessionUserSchema],
  ['PUT', '/api/user/forgotpwd/{email}', 200, messageSchema],
  ['POST', '/api/user/resetpwd', 200, messageSchema],
  ['PUT', '/api/user/updatepwd/{id}', 200, messageSchema],
  ['GET', '/api/schools/state', 200, z.array(usStateSchema)],
  ['GET', '/api/schools/country', 200, z.array(countrySchema)],
  ['GET', '/api/schools/regiontype', 200, z.array(regionTypeSchema)],
  ['GET', '/api/schools/contacttype', 200, z.array(contactTypeSchema)],
  ['GET', '/api/schools/participationtype', 200, z.array(participationTypeSchema)],
];

type Node = JsonSchema & { $ref?: string };
interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Node }> }> }>
  >;
  components?: { schemas?: Record<string, Node> };
}

/** The field names of a JSON schema, nested ("a", "a.b", "list[].c"), whatever the nullable style. */
function fieldPaths(
  node: Node | undefined,
  resolve: (ref: string) => Node | undefined,
  prefix = '',
): string[] {
  if (!node) return [];
  if (node.$ref) return fieldPaths(resolve(node.$ref), resolve, prefix);
  const variants = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  const fromVariants = variants.flatMap((v) => fieldPaths(v, resolve, prefix));
  const fromItems = node.items ? fieldPaths(node.items, resolve, `${prefix}[]`) : [];
  const fromProps = Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...fieldPaths(child, resolve, path)];
  });
  return [...new Set([...fromVariants, ...fromItems, ...fromProps])].sort();
}

describe('OpenAPI answers of the school, aid-year, user and sign-in calls', () => {
  it.each(ANSWERS)('%s %s %i documents the domain shape', (method, path, status, schema) => {
    const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').pop() ?? ''];
    const operation = doc.paths[path]?.[method.toLowerCase()];
    expect(operation, `${method} ${path} is documented`).toBeDefined();
    const documented = operation?.responses?.[String(status)]?.content?.['application/json']?.schema;
    const expected = fieldPaths(z.toJSONSchema(schema, { io: 'output' }) as Node, () => undefined);
    expect(expected.length).toBeGreaterThan(0);
    expect(fieldPaths(documented, resolve)).toEqual(expected);
  });
});
