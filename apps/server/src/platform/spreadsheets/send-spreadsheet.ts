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
 * adds as the database hands them over. Nothing is sent before `write` hands over its first rows (or
 * ends without any): a failure before then (the database refusing the quick filter's text, a query the
 * input breaks) is thrown, so it is answered like any other error, a 400 in the one error shape, not a
 * half-started file (issue 32: `search=%00` answered 500 on every download). A client that goes away
 * later stops the writer (DownloadClosedError, not logged as a failure), so its transaction and
 * connection are let go; any other later failure is logged and cuts the download.
 */
export async function sendSpreadsheet(
  request: FastifyRequest,
  reply: FastifyReply,
  download: SpreadsheetDownload,
  write: (file: SpreadsheetStream) => Promise<void>,
): Promise<FastifyReply> {
  const file = createSpreadsheetStream(download.format, download.sheets, { timeZone: download.timeZone });
  let firstRows!: () => void;
  const started = new Promise<'rows'>((resolve) => {
    firstRows = () => resolve('rows');
  });
  const watched: SpreadsheetStream = {
    stream: file.stream,
    writeRows(sheet, rows) {
      firstRows();
      return file.writeRows(sheet, rows);
    },
    finish: () => file.finish(),
  };
  const written = write(watched).then(() => file.finish());
  // Before the first rows a failure is the request's answer (the stream was never handed to the reply).
  const first = await Promise.race([started, written.then(() => 'done' as const)]).catch((err: unknown) => {
    file.stream.destroy();
    throw err;
  });
  if (first === 'rows') {
    written.catch((err: unknown) => {
      if (!(err instanceof DownloadClosedError)) request.log.error({ err }, 'spreadsheet download failed');
      file.stream.destroy(err as Error);
    });
  }
  reply
    .header('content-type', SPREADSHEET_TYPES[download.format])
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .header('cache-control', 'no-store');
  return reply.send(file.stream);
}
