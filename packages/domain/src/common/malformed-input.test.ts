import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractSchema } from '../api/endpoint.js';
import * as domain from '../index.js';

// Every body a route or a form parses with a domain schema. A refinement that reads a field of a value
// that is not an object, or of the wrong type, throws; the server turned that into a 500.
const REQUEST_SCHEMAS: Record<string, ContractSchema> = {
  registrationSchema: domain.registrationSchema,
  studentProfileSchema: domain.studentProfileSchema,
  ezApplicationSchema: domain.ezApplicationSchema,
  ezApplicationEntrySchema: domain.ezApplicationEntrySchema,
  updateApplicationSchema: domain.updateApplicationSchema,
  schoolTeSchema: domain.schoolTeSchema,
  schoolTeloSchema: domain.schoolTeloSchema,
  schoolAidYearSchema: domain.schoolAidYearSchema,
  schoolAidYearCreateSchema: domain.schoolAidYearCreateSchema,
  schoolUserSchema: domain.schoolUserSchema,
  teUserCreateSchema: domain.teUserCreateSchema,
  teUserUpdateSchema: domain.teUserUpdateSchema,
  profileSchema: domain.profileSchema,
  signInSchema: domain.signInSchema,
  forgotPasswordSchema: domain.forgotPasswordSchema,
  updatePasswordFormSchema: domain.updatePasswordFormSchema,
  updatePasswordBodySchema: domain.updatePasswordBodySchema,
  resetPasswordFormSchema: domain.resetPasswordFormSchema,
  resetPasswordBodySchema: domain.resetPasswordBodySchema,
  contactSchema: domain.contactSchema,
  roleChoiceSchema: domain.roleChoiceSchema,
  teRoleChoiceSchema: domain.teRoleChoiceSchema,
};

/** Bodies of the wrong shape altogether. */
const NOT_OBJECTS: unknown[] = [[], null, 'x', 42, {}, true, [{}], undefined];

/** Values of the wrong type for (nearly) every field; each is put in every field of a body. */
const WRONG_VALUES: unknown[] = [
  [],
  {},
  null,
  'x',
  -1,
  1.5,
  1e20,
  true,
  Number.NaN,
  [null],
  [[]],
  [{ a: 1 }],
  { a: 1 },
];

/** The field names of an object schema, under its refinements and transforms. */
function fieldsOf(schema: ContractSchema): string[] {
  let s: unknown = schema;
  while (s && !(s instanceof z.core.$ZodObject)) {
    const def = (s as { _zod: { def: { in?: unknown; innerType?: unknown } } })._zod.def;
    s = def.in ?? def.innerType;
  }
  return s ? Object.keys((s as z.core.$ZodObject)._zod.def.shape) : [];
}

function safeParse(schema: ContractSchema, input: unknown) {
  let result: ReturnType<ContractSchema['safeParse']> | undefined;
  expect(() => {
    result = schema.safeParse(input);
  }, JSON.stringify(input)).not.toThrow();
  return result!;
}

describe('request schemas refuse malformed input and never throw', () => {
  it.each(Object.entries(REQUEST_SCHEMAS))('%s refuses a body that is not an object', (_name, schema) => {
    for (const input of NOT_OBJECTS)
      expect(safeParse(schema, input).success, JSON.stringify(input)).toBe(false);
  });

  it.each(Object.entries(REQUEST_SCHEMAS))('%s refuses fields of the wrong type', (_name, schema) => {
    const fields = fieldsOf(schema);
    expect(fields.length).toBeGreaterThan(0);
    for (const value of WRONG_VALUES) {
      const body = Object.fromEntries(fields.map((f) => [f, value]));
      expect(safeParse(schema, body).success, JSON.stringify(body)).toBe(false);
    }
    // Each field a different wrong value, so no field's type happens to fit every other field.
    const mixed = Object.fromEntries(fields.map((f, i) => [f, WRONG_VALUES[i % WRONG_VALUES.length]]));
    expect(safeParse(schema, mixed).success).toBe(false);
  });

  it('lists one issue with no field for a body that is not an object', () => {
    const issues = domain.schoolTeSchema.safeParse([]).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([]);
    expect(issues[0]?.message).toBe(domain.VALIDATION_MESSAGES.invalid);
  });

  it('keeps every other exported schema from throwing on odd input', () => {
    const schemas = Object.entries(domain).filter(([, v]) => v instanceof z.core.$ZodType) as [
      string,
      ContractSchema,
    ][];
    expect(schemas.length).toBeGreaterThan(Object.keys(REQUEST_SCHEMAS).length);
    for (const [, schema] of schemas) {
      for (const input of [...NOT_OBJECTS, ...WRONG_VALUES]) safeParse(schema, input);
      for (const value of WRONG_VALUES)
        safeParse(schema, Object.fromEntries(fieldsOf(schema).map((f) => [f, value])));
    }
    // Its work grows with the domain's schemas (about 1 s on an idle machine, 6 s seen under load).
  }, 30_000);
});
