import { ROSTER_COLUMNS } from '@exchange/domain';
import type * as ExcelTypes from 'exceljs';

let template: Promise<Buffer> | undefined;

/**
 * The roster template (GET api/training/template): one sheet "Roster" with the header row, bold and
 * frozen, and the Completion Date column formatted as a US date, so a provider's rows pasted or typed
 * under it arrive as the upload reads them. Made with exceljs once per server, on first request.
 */
export function rosterTemplate(): Promise<Buffer> {
  template ??= buildTemplate().catch((err: unknown) => {
    template = undefined;
    throw err;
  });
  return template;
}

async function buildTemplate(): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default as typeof ExcelTypes;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Exchange Portal';
  const sheet = workbook.addWorksheet('Roster', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: ROSTER_COLUMNS.email, key: 'email', width: 40 },
    {
      header: ROSTER_COLUMNS.completionDate,
      key: 'completionDate',
      width: 18,
      style: { numFmt: 'mm/dd/yyyy' },
    },
  ];
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
