import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.js';
import {
  contactTypeSchema,
  countrySchema,
  participationTypeSchema,
  regionTypeSchema,
  usStateSchema,
} from '../schools/reference-responses.js';
import {
  aidYearOptionSchema,
  exportStatusOptionSchema,
  importStatusOptionSchema,
  studentCategorySchema,
} from '../students/student-views.js';
import { studentCategoriesQuery } from './reference.js';

// Any signed-in user may read the lookups: students need the states and countries for their application.
const signedIn = { kind: 'signedIn' } as const;
const schoolsTag = 'Schools';
// The application lookups stay under api/student (1-core §7) and in the Students group of the API
// document, where the screens and the spec look for them.
const studentsTag = 'Students';

/** Reference lists of the school and address forms (1-core §7). */
export const schoolReferenceEndpoints = {
  listStates: defineEndpoint({
    operationId: 'listStates',
    method: 'GET',
    path: '/api/schools/state',
    tag: schoolsTag,
    summary: 'US states and territories',
    description: 'By name.',
    access: signedIn,
    response: z.array(usStateSchema),
  }),
  listCountries: defineEndpoint({
    operationId: 'listCountries',
    method: 'GET',
    path: '/api/schools/country',
    tag: schoolsTag,
    summary: 'Countries',
    description: 'The United States (id 1) first, then by name.',
    access: signedIn,
    response: z.array(countrySchema),
  }),
  listRegionTypes: defineEndpoint({
    operationId: 'listRegionTypes',
    method: 'GET',
    path: '/api/schools/regiontype',
    tag: schoolsTag,
    summary: 'Region types',
    access: signedIn,
    response: z.array(regionTypeSchema),
  }),
  listContactTypes: defineEndpoint({
    operationId: 'listContactTypes',
    method: 'GET',
    path: '/api/schools/contacttype',
    tag: schoolsTag,
    summary: 'Contact types',
    description: 'In the order of 1-core §3.',
    access: signedIn,
    response: z.array(contactTypeSchema),
  }),
  listParticipationTypes: defineEndpoint({
    operationId: 'listParticipationTypes',
    method: 'GET',
    path: '/api/schools/participationtype',
    tag: schoolsTag,
    summary: 'Participation types',
    description: 'The exchange programs a school takes part in.',
    access: signedIn,
    response: z.array(participationTypeSchema),
  }),
};

/** Aid years, student categories and application statuses (1-core §7). */
export const applicationLookupEndpoints = {
  listActiveAidYears: defineEndpoint({
    operationId: 'listActiveAidYears',
    method: 'GET',
    path: '/api/student/aidyear',
    tag: studentsTag,
    summary: 'Active aid years',
    description:
      'Aid years whose end date is today or later, earliest first; a student sees only those whose ' +
      'display window holds today (open-points 32).',
    access: signedIn,
    response: z.array(aidYearOptionSchema),
  }),
  listAllAidYears: defineEndpoint({
    operationId: 'listAllAidYears',
    method: 'GET',
    path: '/api/student/aidyear/all',
    tag: studentsTag,
    summary: 'Every aid year',
    description: 'Newest first.',
    access: signedIn,
    response: z.array(aidYearOptionSchema),
  }),
  getCurrentAidYear: defineEndpoint({
    operationId: 'getCurrentAidYear',
    method: 'GET',
    path: '/api/student/currentAidYear',
    tag: studentsTag,
    summary: 'Current aid year',
    description: 'The aid year whose range includes today; 404 when none does.',
    access: signedIn,
    response: aidYearOptionSchema,
    errors: [404],
  }),
  listStudentCategories: defineEndpoint({
    operationId: 'listStudentCategories',
    method: 'GET',
    path: '/api/student/studentcategories',
    tag: studentsTag,
    summary: 'Student categories',
    description: 'The classifications; ?applicationStatus=TRANSFER leaves out category 1 (first-time).',
    access: signedIn,
    query: studentCategoriesQuery,
    response: z.array(studentCategorySchema),
  }),
  listExportStatuses: defineEndpoint({
    operationId: 'listExportStatuses',
    method: 'GET',
    path: '/api/student/exportstatus',
    tag: studentsTag,
    summary: 'Export statuses',
    access: signedIn,
    response: z.array(exportStatusOptionSchema),
  }),
  listImportStatuses: defineEndpoint({
    operationId: 'listImportStatuses',
    method: 'GET',
    path: '/api/student/importstatus',
    tag: studentsTag,
    summary: 'Import statuses',
    access: signedIn,
    response: z.array(importStatusOptionSchema),
  }),
};
