import {
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  useGridApiContext,
  useGridRootProps,
} from '@mui/x-data-grid';
import type { GridSearchSettings } from './grid-server-mode';

/**
 * A grid toolbar's search box, always open (a collapsed one hides the quick filter from users who do
 * not know the magnifier opens it), labelled, with a clear button while it holds text. The settings say
 * how it reads what is typed (ONE_TEXT_SEARCH for a search sent to the server); the grid's own quick
 * filter (words) when left out.
 */
export function GridQuickFilter({ maxLength, ...filterProps }: GridSearchSettings) {
  const apiRef = useGridApiContext();
  const { slots } = useGridRootProps();
  const text = (key: Parameters<typeof apiRef.current.getLocaleText>[0]) =>
    apiRef.current.getLocaleText(key) as string;
  return (
    <QuickFilter {...filterProps} expanded style={{ flex: '0 1 260px', minWidth: 180, marginLeft: 4 }}>
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
              ...(maxLength ? { htmlInput: { maxLength } } : {}),
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
  );
}
