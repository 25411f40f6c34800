import { formatUsDate } from '../common/dates.js';

/**
 * Every text of Aid Year Settings and Fees Settings (3-billing §2, §5, §8; open-points 32, 33), once:
 * the §8 toasts to the letter, the rules' messages the form and the server share.
 */
export const SETTINGS_MESSAGES = {
  aidYearTitle: 'Aid Year Settings',
  feesTitle: 'Fees Settings',
  // §8 success and errors
  aidYearAdded: 'Aid year added.',
  aidYearUpdated: 'Aid year settings updated.',
  aidYearsFailed: 'There was an error retrieving the aid year settings.',
  aidYearAddFailed: 'There was an error adding the aid year.',
  aidYearUpdateFailed: 'There was an error updating the aid year.',
  aidYearExists: 'Aid Year already exists.',
  settingUpdated: 'Setting updated.',
  settingsFailed: 'There was an error retrieving the settings',
  settingUpdateFailed: 'There was an error updating the setting.',
  // §5 field rules
  required: 'Required',
  numericOnly: 'Numeric values only',
  decimalOnly: 'Decimal values only',
  // open-points 32: the aid year's name and dates
  aidYearFormat: 'Enter the aid year as YYYY-YYYY, for example 2027-2028.',
  aidYearConsecutive: 'The second year must follow the first, for example 2027-2028.',
  dateInvalid: 'Enter a valid date.',
  aidYearEndOrder: 'The aid year end date must be after the aid year begin date.',
  displayEndOrder: 'The display end date must be on or after the display begin date.',
  aidYearEndPast: 'The aid year end date must be today or later.',
  aidYearOverlap: (other: string, begin: string, end: string) =>
    `The aid year dates overlap aid year ${other} (${formatUsDate(begin)} to ${formatUsDate(end)}).`,
  aidYearEnded: 'This aid year has ended and can no longer be changed.',
  noSuchAidYear: 'No such aid year.',
  setRateInvalid: 'Enter the set rate in dollars, for example 33000.00.',
  setRateTooLarge: 'Must be less than 10,000,000.',
  versionInvalid: 'Send back the lastUpdated value the record was read with.',
  // Fee settings beyond §5
  valueTooLong: 'Must be at most 9 digits.',
  decimalPlaces: 'Use at most 2 decimal places (the amount is in dollars and cents).',
  mustBeAboveZero: 'Must be more than 0: generated invoices bill this amount.',
  settingReadOnly: 'This setting is read-only and cannot be changed.',
  noSuchSetting: 'No such setting.',
  // The screens
  addNewAidYear: 'Add New Aid Year',
  aidYearSelector: 'Select Aid Year',
  readOnlyNotice: 'You can see the settings but not change them.',
  pastAidYearNotice: (end: string) =>
    `This aid year ended on ${formatUsDate(end)}: it is shown for reference and can no longer be changed.`,
  noAidYears: 'No aid year has been set up yet. Add the first one.',
  setRateHelp:
    'The award of the Annual Set Rate scholarship offering in this aid year (schools that choose that offering).',
  displayHelp:
    'Applicants and the public member-school pages see the aid year from the display begin date to the display end date.',
  readOnlySetting: 'Read-only: fixed by the system.',
} as const;
