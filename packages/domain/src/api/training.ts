import { binaryFileSchema } from '../common/binary-file.js';
import { SPREADSHEET_TYPES } from '../reports/report-definition.js';
import {
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MAX_SIZE_LABEL,
  ROSTER_TEMPLATE_FILE_NAME,
} from '../training/roster-format.js';
import {
  trainingUploadBodySchema,
  trainingUploadListSchema,
  trainingUploadSummarySchema,
} from '../training/training-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Training';
/** How many uploads GET api/training/uploads answers. */
export const TRAINING_UPLOADS_SHOWN = 10;

const format =
  `The roster: the first sheet of an xlsx or xls workbook, its first row a header naming the columns ` +
  `${ROSTER_COLUMNS.email} and ${ROSTER_COLUMNS.completionDate} (any order; other columns ignored), one ` +
  `person per row below, at most ${ROSTER_MAX_ROWS.toLocaleString('en-US')} rows. A completion date is a date cell, or text ` +
  "yyyy-mm-dd or mm/dd/yyyy, not after the programme's today.";

/** The training roster upload (3-billing §2, §7; open-points 34), TE admins only. */
export const trainingEndpoints = {
  uploadTrainingRoster: defineEndpoint({
    operationId: 'uploadTrainingRoster',
    method: 'POST',
    path: '/api/training/fileupload',
    tag,
    summary: 'Upload a training roster',
    description:
      `multipart/form-data with one file in the field "file" (3-billing §7). ${format} In one ` +
      'transaction, every staff account (TE or TELO) a row names whose training is still required is ' +
      'marked complete (a TELO may then sign in), and the upload is recorded (training_uploads, in the TE ' +
      'admin change log). Answers the summary: rows read, accounts marked trained, rows not matched and ' +
      `rows refused, each with its row and reason. 413 for a file over ${ROSTER_MAX_SIZE_LABEL}; 400 for ` +
      'no file or more than one, a name not ending .xlsx or .xls, content that is not a spreadsheet ' +
      'whatever its name (an xlsx is a zip, an xls an OLE2 document), a cell holding a formula (the ' +
      'message names its row), a header without the two columns, no rows or too many: a refused file ' +
      'changes nothing.',
    access: { kind: 'teAdmin', mode: 'write' },
    body: trainingUploadBodySchema,
    // multipart: the route reads the file itself, after the access rule.
    bodyParsedByService: true,
    response: trainingUploadSummarySchema,
  }),
  downloadTrainingTemplate: defineEndpoint({
    operationId: 'downloadTrainingTemplate',
    method: 'GET',
    path: '/api/training/template',
    tag,
    summary: 'The training roster template',
    description: `${ROSTER_TEMPLATE_FILE_NAME}: a workbook with the header row of the roster and a date format on the ${ROSTER_COLUMNS.completionDate} column. ${format}`,
    access: { kind: 'teAdmin', mode: 'read' },
    response: binaryFileSchema,
    download: { contentType: SPREADSHEET_TYPES.xlsx },
  }),
  listTrainingUploads: defineEndpoint({
    operationId: 'listTrainingUploads',
    method: 'GET',
    path: '/api/training/uploads',
    tag,
    summary: 'The latest training roster uploads',
    description: `The last ${TRAINING_UPLOADS_SHOWN} uploads, newest first, with their counts and who uploaded them; 404 with a sentence when none was uploaded yet.`,
    access: { kind: 'teAdmin', mode: 'read' },
    response: trainingUploadListSchema,
    errors: [404],
  }),
};
