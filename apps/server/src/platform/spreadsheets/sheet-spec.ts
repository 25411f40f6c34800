// The sheet shape on its own, so the writers and the stream that picks them import it without
// importing each other.
import type { ReportColumn } from '@exchange/domain';

/** One sheet of a download: its name (the tab in Excel) and its columns, in order. */
export interface SheetSpec {
  name: string;
  columns: readonly ReportColumn[];
}
