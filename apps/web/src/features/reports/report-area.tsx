import { REPORT_LIST, STATS_REPORTS } from '@exchange/domain';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { importLazy } from '../../lib/lazy-route';
import { ENROLLMENT_TABS } from './enrollment-tabs';
import { ReportPage } from './report-page';

const EnrollmentReportPage = importLazy(() => import('./enrollment-report-page'), 'EnrollmentReportPage');
const loadStats = () => import('./stats/stat-pages');
const ExportStatPage = importLazy(loadStats, 'ExportStatPage');
const ImportStatPage = importLazy(loadStats, 'ImportStatPage');

const ENROLLMENT_KEYS = new Set<string>(ENROLLMENT_TABS.map((tab) => tab.def.key));

/** Every screen of Reports and Change Logs by its route, the menu's item (3-billing §2). */
export const REPORT_AREA_SCREENS: readonly { path: string; element: ReactElement }[] = [
  ...REPORT_LIST.filter((def) => !ENROLLMENT_KEYS.has(def.key)).map((def) => ({
    path: def.route,
    element: <ReportPage key={def.key} def={def} />,
  })),
  { path: ENROLLMENT_TABS[0].def.route, element: <EnrollmentReportPage /> },
  { path: STATS_REPORTS.exportStat.route, element: <ExportStatPage /> },
  { path: STATS_REPORTS.importStat.route, element: <ImportStatPage /> },
];

/**
 * The screens of one menu group ('/reports' or '/changelogs'), routed inside the group's route, so the
 * shell's first load carries two routes rather than every report's; an unknown one is the 404 page.
 */
export function ReportArea({ group }: { group: '/reports' | '/changelogs' }) {
  return (
    <Routes>
      {REPORT_AREA_SCREENS.filter((s) => s.path.startsWith(`${group}/`)).map((s) => (
        <Route key={s.path} path={s.path.slice(group.length + 1)} element={s.element} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
