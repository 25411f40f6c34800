import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ToolbarButton, useGridRootProps } from '@mui/x-data-grid';
import { useGridPageSettings } from './grid-page-context';
import type { GridFileFormat, GridServerDownloads } from './grid-server-mode';

/** The server download buttons' labels (their visible text is the format). */
export const SERVER_DOWNLOAD_LABELS: Record<GridFileFormat, { label: string; text: string }> = {
  csv: { label: 'Download CSV', text: 'CSV' },
  xlsx: { label: 'Download Excel', text: 'Excel' },
};

/** A download button in the toolbar's keyboard order (arrow keys move between the toolbar's buttons). */
function ServerDownloadButton({
  format,
  downloads,
}: {
  format: GridFileFormat;
  downloads: GridServerDownloads;
}) {
  const rootProps = useGridRootProps();
  const { busy, onDownload } = downloads;
  const { label, text } = SERVER_DOWNLOAD_LABELS[format];
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
 * "CSV" and "Excel" buttons with a download icon (accessible names and tooltips "Download CSV" and
 * "Download Excel"): the whole result from the server, not the rows in the browser.
 */
export function ServerDownloadButtons() {
  const { serverDownloads } = useGridPageSettings();
  if (!serverDownloads) return null;
  return (
    <>
      <ServerDownloadButton format="csv" downloads={serverDownloads} />
      <ServerDownloadButton format="xlsx" downloads={serverDownloads} />
    </>
  );
}
