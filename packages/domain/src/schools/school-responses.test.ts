import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageSchema } from '../common/api-params.js';
import { savedAidYearRecordSchema, schoolAidYearRecordSchema } from './aid-year-responses.js';
import {
  contactTypeSchema,
  countrySchema,
  participationTypeSchema,
  regionTypeSchema,
  usStateSchema,
} from './reference-responses.js';
import {
  createdSchoolSchema,
  schoolDependentsSchema,
  schoolDetailSchema,
  schoolNameSchema,
  schoolSummarySchema,
  updatedSchoolSchema,
} from './school-responses.js';

// Samples copied from real server answers (seeded demo data, long texts and lists shortened).
// `parse(sample)` equal to the sample: the schema has every field the server sends and no other.

const summary = {
  id: 1,
  schoolName: 'Alpha University',
  address: '100 University Avenue',
  city: 'Columbus',
  state: 'OH',
  zip: '43210',
  country: 1,
  phone: '6145550101',
  url: 'https://www.alpha.edu',
  region: 3,
  parentCampus: null,
  acceptingNewStudents: 1,
  alertLeniency: 0,
  archived: 0,
  isClosed: 0,
  joinDate: '1975-07-01',
};

/** GET api/schools/{id}, the one item. */
const detail = {
  ...summary,
  address2: 'Human Resources Building, Room 210',
  zipFour: '1000',
  countryName: 'United States',
  regionName: 'Midwest',
  carnegieRating: 'Doctoral Universities: Very High Research Activity',
  lineCredit: 2,
  parentCampusName: null,
  leniencyReason: null,
  overview: 'Alpha University is a public research university in Columbus, OH, founded in 1870.',
  academicTerm: 1,
  includeSummerTerm: 0,
  nonEduAccepted: 0,
  ipedsId: 100000,
  customField1: 'Department',
  customField2: 'Supervisor Name',
  customField3: null,
  version: 1,
  schoolContact: [
    {
      contactId: 1,
      contactType: 'Undergraduate Admissions Director',
      contactFirstName: 'Arjun',
      contactLastName: 'Fitzgerald',
      contactEmail: 'arjun.fitzgerald@alpha.edu',
    },
  ],
  schoolParticipationType: [{ participationId: 1, participationName: 'Undergraduate' }],
  access: { canUpdate: true, canDelete: false, canEditTeFields: false },
};

describe('school answers', () => {
  it('match real GET api/schools/name, api/schools and api/schools/{id} answers field for field', () => {
    const name = { id: 1, schoolName: 'Alpha University', city: 'Columbus', state: 'OH' };
    expect(schoolNameSchema.parse(name)).toEqual(name);
    expect(schoolSummarySchema.parse(summary)).toEqual(summary);
    expect(z.array(schoolDetailSchema).parse([detail])).toEqual([detail]);
    const updated = { message: 'Saved', school: detail };
    expect(updatedSchoolSchema.parse(updated)).toEqual(updated);
  });

  it('refuses the shapes the hand-written web type had (contacts and programs without names)', () => {
    const { countryName: _, ...withoutCountryName } = detail;
    expect(schoolDetailSchema.safeParse(withoutCountryName).success).toBe(false);
    const bare = { ...detail, schoolParticipationType: [{ participationId: 1 }] };
    expect(schoolDetailSchema.safeParse(bare).success).toBe(false);
  });

  it('match the answers of POST api/schools and GET api/schools/{id}/dependents', () => {
    const created = { id: 9, schoolName: 'Test College', state: 'IL', city: 'Springfield', message: 'Saved' };
    expect(createdSchoolSchema.parse(created)).toEqual(created);
    const dependents = {
      users: 3,
      exportApplications: 26,
      importApplications: 1,
      invoices: 6,
      canDelete: false,
      message: 'This school cannot be deleted: it still has 3 users.',
    };
    expect(schoolDependentsSchema.parse(dependents)).toEqual(dependents);
  });

  it('match the reference list items', () => {
    const items: [z.ZodType, object][] = [
      [usStateSchema, { id: 1, stateName: 'Alabama', stateAbbr: 'AL' }],
      [countrySchema, { id: 1, countryName: 'United States' }],
      [regionTypeSchema, { id: 3, regionName: 'Midwest' }],
      [contactTypeSchema, { id: 1, contactType: 'President' }],
      [participationTypeSchema, { id: 1, participationName: 'Undergraduate' }],
    ];
    for (const [schema, item] of items) expect(schema.parse(item)).toEqual(item);
  });
});

describe('answer schemas feed the OpenAPI document', () => {
  // The server turns these into the /api/docs shapes: a transform would make that impossible, and
  // the .describe() texts are the field documentation.
  const answers = {
    schoolDetailSchema,
    updatedSchoolSchema,
    createdSchoolSchema,
    schoolDependentsSchema,
    schoolAidYearRecordSchema,
    savedAidYearRecordSchema,
    messageSchema,
  };

  it.each(Object.entries(answers))('%s converts to JSON Schema', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });

  it('keeps the field descriptions', () => {
    const json = z.toJSONSchema(schoolDetailSchema) as {
      properties: Record<string, { description?: string }>;
    };
    expect(json.properties.alertLeniency?.description).toBe('Standing: 0 Good, 1 Poor');
    expect(json.properties.version?.description).toBe('Send back in PUT to detect concurrent edits');
  });
});
