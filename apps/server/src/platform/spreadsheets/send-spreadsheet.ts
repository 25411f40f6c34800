import { SPREADSHEET_TYPES } from '@exchange/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createSpreadsheetStream,
  DownloadClosedError,
  type SheetSpec,
  type SpreadsheetStream,
} from './spreadsheet-stream.js';

/** What a spreadsheet download is: its format, file name (with extension), sheets and time zone. */
export interface SpreadsheetDownload {
  format: 'csv' | 'xlsx';
  fileName: string;
  sheets: readonly SheetSpec[];
  timeZone: string;
}

/**
 * Answers a request with a streamed spreadsheet: the headers of an attachment, then the rows `write`
 * adds as the database hands them over. A client that goes away stops the writer (DownloadClosedError,
 * not logged as a failure), so its transaction and connection are let go; any other failure is logged
 * and cuts the download (before the first byte it reaches the client as its answer).
 */
export function sendSpreadsheet(
  request: FastifyRequest,
  reply: FastifyReply,
  download: SpreadsheetDownload,
  write: (file: SpreadsheetStream) => Promise<void>,
): FastifyReply {
  const file = createSpreadsheetStream(download.format, download.sheets, { timeZone: download.timeZone });
  reply
    .header('content-type', SPREADSHEET_TYPES[download.format])
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .header('cache-control', 'no-store');
  write(file)
    .then(() => file.finish())
    .catch((err: unknown) => {
      if (!(err instanceof DownloadClosedError)) request.log.error({ err }, 'spreadsheet download failed');
      file.stream.destroy(err as Error);
    });
  return reply.send(file.stream);
}
