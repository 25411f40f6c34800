import Box from '@mui/material/Box';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridRootProps,
} from '@mui/x-data-grid';
import { useGridPageSettings } from './grid-page-context';

const EXPORT_LABEL = 'Download as CSV';

/**
 * The grid page's toolbar: the grid's name, the columns and filter panels, a CSV download of the rows
 * as filtered and sorted, and a search box that stays open (a collapsed one hides the quick filter from
 * users who do not know the magnifier opens it).
 */
export function GridPageToolbar() {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const { exportFileName } = useGridPageSettings();
  const { slots } = rootProps;
  const text = (key: Parameters<typeof apiRef.current.getLocaleText>[0]) =>
    apiRef.current.getLocaleText(key) as string;
  return (
    // The grid sizes its toolbar as one fixed line; on a phone the search box wraps below the buttons.
    <Toolbar style={{ flex: '0 0 auto', flexWrap: 'wrap', rowGap: 4 }}>
      {rootProps.label && (
        <Box
          component="span"
          sx={{ flex: '1 1 auto', fontWeight: 500, fontSize: '1rem', mx: 0.5, whiteSpace: 'nowrap' }}
        >
          {rootProps.label}
        </Box>
      )}
      <slots.baseTooltip title={text('toolbarColumns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={text('toolbarColumns')} />}>
          <slots.columnSelectorIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </slots.baseTooltip>
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
      <slots.baseTooltip title={EXPORT_LABEL}>
        <ExportCsv
          render={<ToolbarButton aria-label={EXPORT_LABEL} />}
          options={{ fileName: exportFileName, utf8WithBom: true }}
        >
          <slots.exportIcon fontSize="small" />
        </ExportCsv>
      </slots.baseTooltip>
      <QuickFilter expanded style={{ flex: '0 1 260px', minWidth: 180, marginLeft: 4 }}>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <slots.baseTextField
              {...controlProps}
              inputRef={ref}
              aria-label={text('toolbarQuickFilterLabel')}
              placeholder={text('toolbarQuickFilterPlaceholder')}
              size="small"
              material={{ margin: 'none' }}
              fullWidth
              slotProps={{
                input: {
                  startAdornment: <slots.quickFilterIcon fontSize="small" />,
                  endAdornment: state.value ? (
                    <QuickFilterClear
                      render={
                        <slots.baseIconButton
                          size="small"
                          edge="end"
                          aria-label={text('toolbarQuickFilterDeleteIconLabel')}
                        />
                      }
                    >
                      <slots.quickFilterClearIcon fontSize="small" />
                    </QuickFilterClear>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}
