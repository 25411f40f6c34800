import { WEB_ADDRESS_MESSAGE } from '../common/web-address.js';

/** Messages of the Annual Aid Year School Information screen (1-core §5, §8). */
export const SCHOOL_AID_YEAR_MESSAGES = {
  required: 'Required',
  numericOnly: 'Numeric values only',
  mustBeNumber: 'Must be a number',
  webAddressInvalid: WEB_ADDRESS_MESSAGE,
  amountTooLarge: 'Must be less than 10,000,000.',
  percentageRange: 'Must be between 0 and 100.',
  feeTypeOnce: 'Each fee may be listed once.',
  programsExclusive: (all: string, except: string) => `Choose either "${all}" or "${except}", not both.`,
  inactiveAidYear: 'This aid year has ended; its information can no longer be changed.',
  recordExists: 'This school already has aid year information for this aid year. Update it instead.',
  noRecords: 'This school has no aid year information yet.',
  updated: 'School aid year information updated.',
  added: 'School aid year information added.',
  updateFailed: 'There was a problem updating the school aid year information.',
  addFailed: 'There was a problem adding the school aid year information.',
  loadFailed: 'There was a problem retrieving the school aid year information.',
} as const;
