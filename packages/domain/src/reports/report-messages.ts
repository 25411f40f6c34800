/** Every text of the reports, change logs and enrollment review (3-billing §8, open-points 28-31), once. */
export const REPORT_MESSAGES = {
  noData: 'There is no data for the selected parameters.',
  reportFailed: 'There was a problem getting the report data.',
  downloadFailed: 'There was a problem downloading the report.',
  schoolListFailed: 'There was an error getting the admin school list.',
  exportDataFailed: 'There was a problem getting the export data.',
  importDataFailed: 'There was a problem getting the import data.',
  systemDataFailed: 'There was a problem getting system data.',
  reviewUpdateFailed: 'There was a problem updating the review.',
  reviewSubmitFailed: 'There was a problem submitting the review.',
  /** A TE-only report or change log asked for by a school user, or another school's rows. */
  notYourReport: 'You may not see this report.',
  allSchoolsTeOnly: 'All Schools is offered to TE users only.',
} as const;

/**
 * What a report's failed load says (3-billing §8): the Export and Import reports name their data ("There
 * was a problem getting the export data."), every other report "There was a problem getting the report
 * data.".
 */
export function reportLoadFailedMessage(key: string): string {
  if (key === 'export') return REPORT_MESSAGES.exportDataFailed;
  if (key === 'import') return REPORT_MESSAGES.importDataFailed;
  return REPORT_MESSAGES.reportFailed;
}
