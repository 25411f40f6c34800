/**
 * Requests and answers of the public member-school calls (3-billing §3 Member-school record and aid-year
 * info, §7). Public answers hold only what a prospective student may read: no phone numbers, no student
 * data, no staff ids.
 */
import * as z from 'zod/mini';
import {
  aidYearEligibleProgramSchema,
  aidYearEnrollmentSchema,
  aidYearStudentCategorySchema,
} from '../schools/aid-year-responses.js';
import { SCHOLARSHIP_OFFERING_KINDS } from '../schools/scholarship-offering-names.js';
import { STUDENT_CATEGORY_GROUP_KEYS } from './member-school-guidelines.js';
import { SCHOOL_SEARCH_MESSAGES as M } from './school-search-messages.js';

// zod/mini (the public pages' download, docs/decisions/platform.md): the same checks as classic
// `.int().positive().max()`, so the same issues and messages; `described` is classic's `.describe()`.

const MAX_INT = 2_147_483_647;
/** Registers the OpenAPI description on a schema of its own (never on a shared one). */
function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}
const int = () => z.number().check(z.int());
const id = z.number().check(z.int(), z.positive(), z.lte(MAX_INT));
const pathId = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_INT));
const flag = described(int(), '0 or 1');
/** A yes/no criterion: 1 only schools with the flag set, 0 only those without, absent either. */
const flagValue = z.union([z.literal(0), z.literal(1)]);
const flagCriterion = (description: string) => described(z.optional(flagValue), description);
/** Control characters (a null byte included) are never part of a school name. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

/** Path parameters of the school calls: `{id}`, a positive whole number (else 400). */
export const memberSchoolParams = z.object({ id: pathId });

/**
 * POST api/schoolsearch: every criterion given narrows the member schools; none lists them all. A key
 * that is no criterion (a misspelt one) is refused rather than ignored, which would list every school.
 */
export const schoolSearchCriteriaSchema = z.strictObject({
  schoolName: described(
    z.optional(z.string().check(z.maxLength(100), z.trim(), z.regex(PRINTABLE, M.criteriaNameInvalid))),
    'Part of the school name, any case',
  ),
  state: described(
    z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, M.criteriaStateInvalid))),
    'State abbreviation (GET api/schoolsearch/states)',
  ),
  countryId: described(z.optional(id), 'Country id (GET api/schoolsearch/country)'),
  participationId: described(
    z.optional(id),
    'Exchange program (participation type) the school takes part in',
  ),
  aidYearId: described(
    z.optional(id),
    'The aid year the criteria below read (GET api/schoolsearch/allaidyears); absent: the current ' +
      'application year. An aid year not published today is refused (400).',
  ),
  scholarshipOffering: described(
    z.optional(z.enum(SCHOLARSHIP_OFFERING_KINDS)),
    'fullTuition (offering 1), annualSetRate (2) or other (any other offering), 3-billing §9',
  ),
  studentCategory: described(
    z.optional(z.enum(STUDENT_CATEGORY_GROUP_KEYS)),
    'firstTime (category 1), nonFirstTime (2-6) or graduate (7): the school accepts one of them',
  ),
  acceptMidTermStudents: flagCriterion('1: accepts mid-term students; 0: does not'),
  mustLiveOnCampus: flagCriterion('1: students must live on campus; 0: they need not'),
  requireFafsa: flagCriterion('1: a FAFSA is required; 0: it is not'),
});
export type SchoolSearchCriteria = z.input<typeof schoolSearchCriteriaSchema>;

/** One member school of a search result or of the member-school list. */
export const memberSchoolRowSchema = z.object({
  id,
  schoolName: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  programs: described(z.array(z.string()), 'The exchange programs the school takes part in, by name'),
});
export type MemberSchoolRow = z.output<typeof memberSchoolRowSchema>;
export const memberSchoolListSchema = z.array(memberSchoolRowSchema);

/** A state some member school is in. */
export const memberSchoolStateSchema = z.object({ stateAbbr: z.string(), stateName: z.string() });
export type MemberSchoolState = z.output<typeof memberSchoolStateSchema>;

/** A country some member school is in. */
export const memberSchoolCountrySchema = z.object({ id, countryName: z.string() });
export type MemberSchoolCountry = z.output<typeof memberSchoolCountrySchema>;

/** An aid year as the public pages see it; setRate in integer cents (the programme's annual set rate). */
export const publicAidYearSchema = z.object({
  id,
  aidyear: described(z.string(), 'e.g. 2027-2028'),
  setRate: described(int(), 'Cents: the aid year\u2019s annual set rate (offering 2)'),
});
export type PublicAidYear = z.output<typeof publicAidYearSchema>;

/** The member-school record (3-billing §3), without phone numbers or internal fields. */
export const memberSchoolSchema = z.object({
  id,
  schoolName: z.string(),
  address: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  zipFour: z.nullable(z.string()),
  country: z.string(),
  url: z.string(),
  overview: z.string(),
  schoolParticipationType: z.array(
    described(z.object({ participationId: id, participationName: z.string() }), 'An exchange program'),
  ),
});
export type MemberSchool = z.output<typeof memberSchoolSchema>;

/** The school's award guidelines and fees for the application year (3-billing §3); money in integer cents. */
export const memberSchoolInfoSchema = z.object({
  optOutImportScholarship: flag,
  exportUrl: z.nullable(z.string()),
  importUrl: z.nullable(z.string()),
  willExtendTuition: flag,
  studentCategories: z.array(aidYearStudentCategorySchema),
  acceptMidTermStudents: z.nullable(int()),
  exportDeadline: described(z.nullable(z.string()), 'YYYY-MM-DD'),
  importDeadline: described(z.nullable(z.string()), 'YYYY-MM-DD'),
  scholarshipOfferingId: z.nullable(int()),
  scholarshipOffering: described(z.nullable(z.enum(SCHOLARSHIP_OFFERING_KINDS)), '3-billing §9'),
  setRate: described(z.nullable(int()), "Cents: the aid year's set rate, for Annual Set Rate only"),
  requireFafsa: flag,
  pellIncluded: flag,
  stateGrantIncluded: flag,
  academicScholarshipIncluded: flag,
  outsideScholarshipIncluded: flag,
  talentScholarshipIncluded: flag,
  mustLiveOnCampus: flag,
  eligiblePrograms: z.array(aidYearEligibleProgramSchema),
  enrollments: described(z.array(aidYearEnrollmentSchema), 'The fees the school charges'),
});
export type MemberSchoolInfo = z.output<typeof memberSchoolInfoSchema>;

/** GET api/schoolsearch/school/{id}/aidyear: the application year's information and the statistics. */
export const memberSchoolYearSchema = z.object({
  schoolId: id,
  aidYear: described(z.string(), 'The current application year (open-points 35), e.g. 2027-2028'),
  aidYearId: described(z.nullable(id), 'Null when that aid year is not published today'),
  notice: described(
    z.nullable(z.string()),
    'Opted out, no information, or not published yet: the sentence the page shows instead',
  ),
  info: described(z.nullable(memberSchoolInfoSchema), 'Null when the school has no information for the year'),
  studentApplicationStats: described(
    z.nullable(z.object({ aidYear: z.string(), importApproved: int(), enrolled: int() })),
    'Students approved and enrolled in the statistics year (March cut-off); null when not published',
  ),
});
export type MemberSchoolYear = z.output<typeof memberSchoolYearSchema>;

/** GET api/schoolsearch/school/{id}/user/primarytelo: the school's liaison, name and email only. */
export const memberSchoolLiaisonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type MemberSchoolLiaison = z.output<typeof memberSchoolLiaisonSchema>;
