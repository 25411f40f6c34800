import type { SchoolBody, SchoolDetail } from '@exchange/domain';
import {
  ACADEMIC_TERMS,
  formatPhone,
  newSchoolDefaults,
  type SchoolInput,
  schoolTeloSchema,
  schoolTeSchema,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { type DomainSchema, formResolver } from '../../lib/form-resolver.js';

/** The school form's values: the domain schema's input, contacts one per slot in contact-type order. */
export type SchoolFormValues = SchoolInput;

type Contact = NonNullable<SchoolInput['schoolContact']>[number];

const blankContact = (contactId: number): Contact => ({
  contactId,
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
});

/**
 * One contact slot per contact type, in the order given (1-core §3), filled from the stored contacts.
 * Stored contacts of a type the list does not name keep their slot after the others.
 */
export function contactSlots(types: readonly { id: number }[], stored: readonly Contact[] = []): Contact[] {
  const byId = new Map(stored.map((c) => [c.contactId, c]));
  const slots = types.map((t) => ({ ...blankContact(t.id), ...byId.get(t.id) }));
  const named = new Set(types.map((t) => t.id));
  const extra = stored.filter((c) => !named.has(c.contactId)).sort((a, b) => a.contactId - b.contactId);
  return [...slots, ...extra];
}

const TEXT_DEFAULTS = {
  schoolName: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  zipFour: '',
  phone: '',
  url: '',
  carnegieRating: '',
  overview: '',
  ipedsId: '',
  leniencyReason: '',
  customField1: '',
  customField2: '',
  customField3: '',
} satisfies Partial<SchoolFormValues>;

/** The New School form's first values: the defaults of 1-core §9 for the given day. */
export function newSchoolFormValues(today: string, types: readonly { id: number }[]): SchoolFormValues {
  return {
    ...TEXT_DEFAULTS,
    ...newSchoolDefaults(today),
    parentCampus: null,
    lineCredit: null,
    schoolContact: contactSlots(types),
  } as SchoolFormValues;
}

/** The School Profile form's values for a loaded school; the phone reads (###) ###-#### in the US. */
export function schoolFormValues(school: SchoolDetail, types: readonly { id: number }[]): SchoolFormValues {
  return {
    schoolName: school.schoolName,
    address: school.address,
    address2: school.address2 ?? '',
    city: school.city,
    state: school.state,
    zip: school.zip,
    zipFour: school.zipFour ?? '',
    country: school.country,
    phone: formatPhone(school.phone, school.country),
    url: school.url,
    region: school.region,
    parentCampus: school.parentCampus,
    joinDate: school.joinDate,
    carnegieRating: school.carnegieRating ?? '',
    ipedsId: school.ipedsId === null ? '' : String(school.ipedsId),
    lineCredit: school.lineCredit,
    acceptingNewStudents: school.acceptingNewStudents === 0 ? 0 : 1,
    alertLeniency: school.alertLeniency === 1 ? 1 : 0,
    leniencyReason: school.leniencyReason ?? '',
    archived: school.archived === 1 ? 1 : 0,
    isClosed: school.isClosed === 1 ? 1 : 0,
    overview: school.overview,
    academicTerm: ACADEMIC_TERMS.some((t) => t.id === school.academicTerm)
      ? (school.academicTerm as 1 | 2 | 3)
      : 1,
    includeSummerTerm: school.includeSummerTerm === 1 ? 1 : 0,
    nonEduAccepted: school.nonEduAccepted === 1 ? 1 : 0,
    customField1: school.customField1 ?? '',
    customField2: school.customField2 ?? '',
    customField3: school.customField3 ?? '',
    schoolContact: contactSlots(types, school.schoolContact),
    schoolParticipationType: school.schoolParticipationType.map((p) => ({
      participationId: p.participationId,
    })),
    version: school.version,
  };
}

/**
 * The school form's resolver (1-core §5): the schema the server checks PUT and POST api/schools with for
 * the user, TE users with schoolTeSchema, a school's own users with schoolTeloSchema (TE-only fields left
 * out).
 */
export function schoolFormResolver(isTe: boolean) {
  const schema = (isTe ? schoolTeSchema : schoolTeloSchema) as unknown as DomainSchema<SchoolBody>;
  return formResolver<SchoolFormValues, SchoolBody>(schema);
}
