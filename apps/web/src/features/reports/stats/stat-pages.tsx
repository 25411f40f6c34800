import { StatsPage } from './stats-page';

/** /reports/exportstat (3-billing §2): "Export Stat Report". */
export function ExportStatPage() {
  return <StatsPage statsKey="exportStat" />;
}

/** /reports/importstat (3-billing §2): "Import Stat Report". */
export function ImportStatPage() {
  return <StatsPage statsKey="importStat" />;
}
