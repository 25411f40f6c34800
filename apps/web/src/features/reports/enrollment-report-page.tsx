import { ENROLLMENT_WORKBOOK_FILE_NAME, enrollmentDownloadEndpoints } from '@exchange/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { endpointHref } from '../../lib/api';
import {
  ENROLLMENT_REPORT_TITLE,
  ENROLLMENT_TABS,
  enrollmentTabDefinition,
  readEnrollmentTab,
  writeEnrollmentTab,
} from './enrollment-tabs';
import { useFileDownload } from './report-download';
import { REPORT_MAX_WIDTH, ReportScreenFilters, ReportScreenGrid } from './report-page';
import { buildEnrollmentWorkbookQuery } from './report-query';
import { type ReportScreen, useReportScreen } from './use-report-screen';

const WORKBOOK_LABEL = 'Download Excel workbook';

/** The Enrollment report's workbook (3-billing §2, §7): one sheet per tab, with the current filters. */
function WorkbookButton({ screen }: { screen: ReportScreen }) {
  const { busy, download } = useFileDownload();
  const href = endpointHref(enrollmentDownloadEndpoints.downloadEnrollmentReport, {
    query: buildEnrollmentWorkbookQuery(screen.effective, screen.context),
  });
  const running = busy !== null;
  return (
    <Button
      variant="outlined"
      disabled={running || !screen.ready}
      aria-busy={running || undefined}
      startIcon={running ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon />}
      onClick={() => download('workbook', href, ENROLLMENT_WORKBOOK_FILE_NAME)}
    >
      {WORKBOOK_LABEL}
    </Button>
  );
}

/**
 * /reports/enrollment (3-billing §2, issue 23): the Import Enrollment and Export Enrollment tabs (its two
 * calls), the tab in the address; the school and year filters are shared by both tabs and the workbook.
 */
export function EnrollmentReportPage() {
  const [params, setParams] = useSearchParams();
  const tab = readEnrollmentTab(params);
  const def = enrollmentTabDefinition(tab);
  const screen = useReportScreen(def);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  return (
    <PageFrame
      title={ENROLLMENT_REPORT_TITLE}
      subtitle={screen.scope.label}
      maxWidth={REPORT_MAX_WIDTH}
      actions={<WorkbookButton screen={screen} />}
    >
      <ReportScreenFilters screen={screen} />
      <Tabs
        value={tab}
        onChange={(_event, next) =>
          setParams((current) => writeEnrollmentTab(current, next), { replace: true })
        }
        aria-label={ENROLLMENT_REPORT_TITLE}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ENROLLMENT_TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.def.title} id={tabId(t.id)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        <ReportScreenGrid key={def.key} screen={screen} label={def.title} />
      </Box>
    </PageFrame>
  );
}
