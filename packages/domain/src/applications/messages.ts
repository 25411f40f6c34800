/**
 * Every user-facing text of export and import handling (2-applications §2, §4, §5, §8), to the letter.
 * Texts the spec does not word are grouped at the end under "our wording" (docs/decisions/applications.md
 * "Our wording").
 */
export const APPLICATION_MESSAGES = {
  // Export status changes and dialogs (§4).
  exportStatusNotSelected: 'A new export status was not selected.',
  reasonTooShort: 'Reason must be greater than 5 characters',

  // Import inline edit, in rule order (§4). The transfer-grid wording belongs to its reading.
  importNothingChanged: 'A new import status or exchange program was not selected.',
  importNothingChangedTransfer: 'A new import status was not selected.',
  programNotSelected: 'An exchange program was not selected.',
  programNotChangeable:
    'An exchange program cannot be changed when the import status is not Enrolled or Approved.',

  // Update Import Status dialog and import detail (§4, §5; leave limit per open-points 7).
  eligibilityQuestion: 'Has the student used a term of eligibility?',
  lastEligibilityUsedNone: 'None',
  leaveWithinLimit: 'Must be within 6 months of begin date.',
  extendEligibilityConfirm: 'This is will extend eligibility by one term. Do you wish to continue?',
  addSummerTermConfirm: 'Selecting this will reduce student eligibility by 1 term, do you wish to continue?',
  noTeloInformation: 'No TELO Information',
  noActionTaken: 'No Action Taken',

  // Load failures (§8).
  exportDataFailed: 'There was a problem getting the school export data.',
  importDataFailed: 'There was a problem getting the school import data.',
  exportStatusListFailed: 'There was a problem getting the export status list.',
  exportStatusTypesFailed: 'There was a problem getting the export status types.',
  importStatusListFailed: 'There was a problem getting the import status list.',
  importStatusOptionsFailed: 'There was a problem getting the import status options.',
  activeAidYearsFailed: 'There was a problem getting active aid years.',
  aidYearDataFailed: 'There was a problem getting aid year data.',
  studentCategoriesFailed: 'There was a problem getting student categories.',
  applicationDataFailed: 'There was a problem getting the application data.',
  schoolInfoFailed: 'There was a problem getting the school info.',

  // Save failures (§8).
  applicationUpdateFailed: 'There was a problem updating the application.',
  exportStatusUpdateFailed: 'There was a problem updating the export status.',
  bulkUpdateFailed: 'There was a problem with the bulk update.',
  applicationRemoveFailed: 'There was a problem removing the student application.',
  importStatusUpdateFailed: 'There was a problem updating the import status.',
  extendEligibilityFailed: 'There was a problem extending student eligibility.',
  addSummerTermFailed: 'There was a problem adding the summer term.',
  removeSummerTermFailed: 'There was a problem removing the summer term.',

  // Info messages (§8); the export ones have no closing full stop in the spec.
  noExports: (school: string) => `There are no exports for ${school}`,
  noImports: (school: string) => `There are no imports for ${school}.`,
  noTransferImports: (school: string) => `There are no transfer imports for ${school}.`,
  noClosedImports: (school: string) => `There are no closed imports for ${school}.`,
  noClosedExports: (school: string) => `There are no closed exports for ${school}`,
  /** Our wording: a filter left nothing, which is not the same as a school with none (§8's texts). */
  noExportsMatching: 'No applications match the selected filters.',

  // Success messages (§8; open-points 16 pairs "updated." with row saves, "update complete." with dialogs).
  applicationUpdated: 'Application updated.',
  exportStatusUpdateComplete: 'Export status update complete.',
  exportStatusUpdated: 'Export status updated.',
  exportBulkUpdateComplete: 'Export status bulk update complete.',
  applicationRemoved: 'Student application removed.',
  importStatusUpdateComplete: 'Import status update complete.',
  importStatusUpdated: 'Import status updated.',
  eligibilityExtended: 'Eligibility extended.',
  summerTermAdded: 'Summer term added.',
  summerTermRemoved: 'Summer term removed.',

  // Our wording: the spec asks for these checks but does not word them (docs/decisions/applications.md
  // "Our wording").
  leaveEndAfterBegin: 'The end date must be after the begin date.',
  eligibilityQuestionUnanswered: 'Answer whether the student used a term of eligibility.',
  /** open-points 10: the No Longer Eligible dialog names the date, the notice and the end of the award. */
  noLongerEligibleNotice: (date: string) =>
    `The student is no longer eligible as of ${date}. The attending schools will be notified and the student will lose the award.`,
  exportTransitionRefused: (from: string, to: string) =>
    `The export status cannot be changed from ${from} to ${to}.`,
  importTransitionRefused: (from: string, to: string) =>
    `The import status cannot be changed from ${from} to ${to}.`,
  /** open-points 12: one refused row refuses the whole bulk change, naming the rows. */
  bulkRowsRefused: (to: string, names: readonly string[]) =>
    `Nothing was changed: the export status cannot be set to ${to} for ${names.join(', ')}.`,
  bulkNotOffered: 'Bulk update needs a specific export status filter and at least two selected rows.',
  bulkDuplicateRows: 'An application is listed twice.',
  exportStatusRequired: 'An export status is required.',
  /** A bulk row that is not an application of the school in the path. */
  bulkRowsNotFound: 'Some of the selected applications are no longer in this list. Reload and try again.',
  /** A CLOSED application keeps its data; only its export status may change (closed detail, §4). */
  closedApplicationReadOnly: 'This application is closed: only its export status can be changed.',
  noLongerEligibleBeforeApplication: 'The date cannot be before the application was submitted.',
  exportDeniedImportLocked:
    'The export school has denied this application, so its import status cannot be changed.',
  /** open-points 4: under No Longer Eligible a row at Enrolled or on leave may only become Withdrawn. */
  noLongerEligibleImportLocked:
    'The export school has marked the student No Longer Eligible: only an enrolled student or one on leave can be recorded as Withdrawn.',
  /** open-points 9: deleting is refused (409) once an import school has gone past Import Decision Pending. */
  deleteRefused: 'This application cannot be removed: an import school has already acted on it.',
  extensionCapReached: (cap: number) =>
    `Eligibility has already been extended ${cap} terms, the most allowed.`,
  /** The import row named in the path is not one of the school's (or the application has none there). */
  importRowNotFound: 'This application is not on the import list of this school.',
  /** Extend Eligibility and the summer term apply to an enrolled student on an OPEN application (§4). */
  eligibilityActionNotAllowed:
    'Eligibility can be changed only for an enrolled student on an open application.',
  summerTermAlreadyAdded: 'A summer term has already been added and is not yet processed.',
  summerTermNoneToRemove: 'There is no unprocessed summer term to remove.',
  noEligibilityRemaining: 'The student has no term of eligibility left.',
  studentClassificationNotEnrolled:
    'The student classification can be changed only while the import status is Enrolled.',
  /** A row saved out of an open list says where it went: the menu's Closed Applications (our wording). */
  movedToClosedApplications: (student: string) => `${student} moved to Closed Applications.`,
  /**
   * Why an export row offers fewer choices: an import school has the student enrolled or on leave
   * (open-points 3); `choices` are the status names still offered (our wording).
   */
  exportRowEnrolledLock: (school: string, choices: readonly string[]) =>
    `Enrolled at ${school}${choices.length > 1 ? `: only ${choices.join(' or ')} can be chosen` : ''}.`,
  /** Why an import row's Edit is unusable: its status offers no other choice (our wording). */
  importRowStatusLock: (status: string) => `No change can be made at ${status}.`,
  /** The program select's empty choice on an import row (our wording). */
  chooseProgram: 'Choose…',
  /** A filter left nothing on an import list (our wording, like noExportsMatching). */
  noImportsMatching: 'No applications match the selected filters.',

  // Close Application by a TE admin and the year-end close (open-points 8, 43; our wording).
  closeApplicationConfirm: (student: string) =>
    `Close the application of ${student}? Import schools that approved the student are set to Denied: Did not enroll, those still deciding to Denied: Other with this reason. The student is told by email, with the reason.`,
  closeReasonLabel: 'Reason for closing',
  closeRefusedEnrolled:
    'This application cannot be closed: an import school has the student enrolled or on leave of absence.',
  closeRefusedNotOpen: 'This application is already closed.',
  applicationClosed: 'Application closed.',
  applicationCloseFailed: 'There was a problem closing the application.',
  /** The closed detail's line: why the application was closed, when a reason was given. */
  closeReasonFact: 'Close Reason',
} as const;
