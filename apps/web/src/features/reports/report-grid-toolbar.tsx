import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  ColumnsPanelTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridRootProps,
} from '@mui/x-data-grid';
import { createContext, useContext } from 'react';
import { GridQuickFilter } from '../../components/grid-page/grid-quick-filter';

/** The two files a report downloads (the whole result, as filtered and sorted on screen). */
export type ReportFileFormat = 'csv' | 'xlsx';

/** The download buttons' labels (their visible text is the format). */
export const DOWNLOAD_LABELS: Record<ReportFileFormat, { label: string; text: string }> = {
  csv: { label: 'Download CSV', text: 'CSV' },
  xlsx: { label: 'Download Excel', text: 'Excel' },
};

/** What the report toolbar's downloads do: fetch one format, and which one is under way. */
export interface ReportToolbarSettings {
  busy: string | null;
  onDownload(format: ReportFileFormat): void;
}

export const ReportToolbarContext = createContext<ReportToolbarSettings>({
  busy: null,
  onDownload: () => undefined,
});

/** The quick filter sends what was typed as one search text (the server matches names and emails). */
export function parseReportSearch(input: string): string[] {
  const text = input.trim().slice(0, 100);
  return text ? [text] : [];
}
const formatReportSearch = (values: readonly unknown[]) => values.join(' ');

/** A download button in the toolbar's keyboard order (arrow keys move between the toolbar's buttons). */
function DownloadButton({ format }: { format: ReportFileFormat }) {
  const { busy, onDownload } = useContext(ReportToolbarContext);
  const rootProps = useGridRootProps();
  const { label, text } = DOWNLOAD_LABELS[format];
  const running = busy === format;
  return (
    <rootProps.slots.baseTooltip title={label}>
      <ToolbarButton
        aria-label={label}
        aria-busy={running || undefined}
        disabled={busy !== null}
        onClick={() => onDownload(format)}
        // The grid's icon-button props, less its colour names, which a text button spells differently.
        render={({ color: _color, material: _material, ...props }) => (
          <Button
            {...props}
            size="small"
            sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap' }}
            startIcon={
              running ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon fontSize="small" />
            }
          >
            {text}
          </Button>
        )}
      />
    </rootProps.slots.baseTooltip>
  );
}

/**
 * A report grid's toolbar, in the look of the grid page's: the grid's name, the columns panel, the CSV
 * and Excel downloads of the whole result from the server (not the page on screen), and a search box
 * that stays open and searches on the server. No filter panel: the filters are above the grid.
 */
export function ReportGridToolbar() {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const { slots } = rootProps;
  const text = (key: Parameters<typeof apiRef.current.getLocaleText>[0]) =>
    apiRef.current.getLocaleText(key) as string;
  return (
    <Toolbar style={{ flex: '0 0 auto', flexWrap: 'wrap', rowGap: 4 }}>
      {rootProps.label && (
        <Box component="span" sx={{ flex: '1 1 auto', fontWeight: 500, fontSize: '1rem', mx: 0.5 }}>
          {rootProps.label}
        </Box>
      )}
      <slots.baseTooltip title={text('toolbarColumns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={text('toolbarColumns')} />}>
          <slots.columnSelectorIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </slots.baseTooltip>
      <DownloadButton format="csv" />
      <DownloadButton format="xlsx" />
      <GridQuickFilter
        parser={parseReportSearch}
        formatter={formatReportSearch}
        debounceMs={400}
        maxLength={100}
      />
    </Toolbar>
  );
}
