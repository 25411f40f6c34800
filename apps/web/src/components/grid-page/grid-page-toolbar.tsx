import Box from '@mui/material/Box';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridRootProps,
} from '@mui/x-data-grid';
import { ExportExcelButton } from './excel-export-button';
import { useGridPageSettings } from './grid-page-context';
import { GridQuickFilter } from './grid-quick-filter';
import { ServerDownloadButtons } from './server-download-buttons';

const EXPORT_LABEL = 'Download as CSV';

/**
 * The grid page's toolbar: the grid's name, the columns and filter panels, CSV and Excel downloads of
 * the rows as filtered and sorted (cells starting with = + - @ escaped), and a search box that stays
 * open (a collapsed one hides the quick filter from users who do not know the magnifier opens it).
 * Without column filters (server mode, the statistics) there is no filter panel button; with server
 * downloads the CSV and Excel buttons fetch the whole result from the server instead.
 */
export function GridPageToolbar() {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const { exportFileName, serverDownloads, search } = useGridPageSettings();
  const { slots } = rootProps;
  const text = (key: Parameters<typeof apiRef.current.getLocaleText>[0]) =>
    apiRef.current.getLocaleText(key) as string;
  return (
    // The grid sizes its toolbar as one fixed line; on a phone the search box wraps below the buttons.
    <Toolbar style={{ flex: '0 0 auto', flexWrap: 'wrap', rowGap: 4 }}>
      {rootProps.label && (
        // A name longer than the toolbar (a change log's, on a phone) wraps rather than overflows.
        <Box component="span" sx={{ flex: '1 1 auto', fontWeight: 500, fontSize: '1rem', mx: 0.5 }}>
          {rootProps.label}
        </Box>
      )}
      <slots.baseTooltip title={text('toolbarColumns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={text('toolbarColumns')} />}>
          <slots.columnSelectorIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </slots.baseTooltip>
      {!rootProps.disableColumnFilter && (
        <slots.baseTooltip title={text('toolbarFilters')}>
          <FilterPanelTrigger
            render={(props, state) => (
              <ToolbarButton
                {...props}
                aria-label={text('toolbarFilters')}
                color={state.filterCount > 0 ? 'primary' : 'default'}
              >
                <slots.baseBadge badgeContent={state.filterCount} color="primary" variant="dot">
                  <slots.openFilterButtonIcon fontSize="small" />
                </slots.baseBadge>
              </ToolbarButton>
            )}
          />
        </slots.baseTooltip>
      )}
      {serverDownloads ? (
        <ServerDownloadButtons />
      ) : (
        <>
          <slots.baseTooltip title={EXPORT_LABEL}>
            <ExportCsv
              render={<ToolbarButton aria-label={EXPORT_LABEL} />}
              // Formula escaping is the grid's default; said here so the download never loses it.
              options={{ fileName: exportFileName, utf8WithBom: true, escapeFormulas: true }}
            >
              <slots.exportIcon fontSize="small" />
            </ExportCsv>
          </slots.baseTooltip>
          <ExportExcelButton fileName={exportFileName} />
        </>
      )}
      <GridQuickFilter {...search} />
    </Toolbar>
  );
}
