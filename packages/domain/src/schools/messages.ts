import { WEB_ADDRESS_MESSAGE } from '../common/web-address.js';

/** Messages of the school screens (1-core §5, §8). */
export const SCHOOL_MESSAGES = {
  required: 'Required',
  noSpecialCharacters: 'No special characters allowed',
  numericOnly: 'Numeric values only',
  fiveDigits: 'Must be 5 digits',
  fourDigits: 'Must be 4 digits',
  tenDigits: 'Must be 10 digits',
  maxFifteenDigits: 'Must be less than or equal to 15 digits.',
  maxTenCharacters: 'Must be 10 characters or less',
  mustBeNumber: 'Must be a number',
  ipedsMax: 'Must be less than 2,147,483,647',
  invalidEmail: 'Invalid email address',
  webAddressInvalid: WEB_ADDRESS_MESSAGE,
  contactSlotOnce: 'Each contact type may be used once.',
  countryUnknown: 'Choose a country from the list.',
  stateUnknown: 'Choose a state from the list.',
  regionUnknown: 'Choose a region from the list.',
  parentCampusInvalid: 'Choose another school as the parent campus.',
  overviewRequired: 'Required - Must be at least 100 characters.',
  overviewMin: 'Must be at least 100 characters.',
  overviewMax: 'Must be less than 10000 characters.',
  customFieldMax: (n: 'One' | 'Two' | 'Three') => `Custom Field ${n} has a maximum limit of 50 characters.`,
  invalidSchool: 'Invalid school information.',
  created: 'School created.',
  duplicateSchool: 'A school with this name already exists in this city.',
  updated: 'School information updated.',
  deleted: 'School deleted successfully.',
  createFailed: 'There was a problem creating the school.',
  updateFailed: 'There was a problem updating the school information.',
  deleteFailed: 'There was a problem deleting the school.',
  deleteBlocked: (remaining: string) => `This school cannot be deleted: it still has ${remaining}.`,
  loadFailed: 'There was a problem retrieving the school information.',
  countryListFailed: 'There was a problem retrieving the country list.',
  stateListFailed: 'There was a problem retrieving the state list.',
  regionListFailed: 'There was a problem retrieving the region types.',
  parentCampusListFailed: 'There was a problem retrieving the parent campus list.',
  contactTypesFailed: 'There was a problem retrieving the contact types.',
  adminSchoolListFailed: 'There was an error getting the admin school list.',
} as const;

/** Texts of the school screens that the spec does not word. */
export const SCHOOL_SCREEN_MESSAGES = {
  participationTypesFailed: 'There was a problem retrieving the participation types.',
  dependentsFailed: 'There was a problem checking what still belongs to the school.',
  noSchool: 'Choose a school with the School selector to see its profile.',
  deleteConfirm: (name: string) =>
    `Delete ${name}? The school and its profile are removed permanently. This cannot be undone.`,
} as const;
