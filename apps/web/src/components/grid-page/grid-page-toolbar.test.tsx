import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GridPageContext, type GridPageSettings } from './grid-page-context';
import { GridPageToolbar } from './grid-page-toolbar';
import { ONE_TEXT_SEARCH } from './grid-server-mode';

// The toolbar is drawn outside a grid (a grid draws nothing on the server): the grid's own toolbar
// pieces become plain elements, with the root props (label, column filters) each test sets.
const grid = vi.hoisted(() => ({ root: { label: 'People', disableColumnFilter: false } }));

vi.mock('@mui/x-data-grid', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/x-data-grid')>();
  type Props = { children?: ReactNode; render?: unknown; [key: string]: unknown };
  const pass = ({ children }: Props) => <>{children}</>;
  const icon = () => null;
  const drawn = (render: unknown, props: Props, state: object) =>
    typeof render === 'function'
      ? (render as (p: Props, s: object) => ReactNode)(props, state)
      : cloneElement(render as ReactElement<Props>, props, props.children);
  return {
    ...actual,
    useGridApiContext: () => ({ current: { getLocaleText: (key: string) => `[${key}]` } }),
    useGridRootProps: () => ({
      ...grid.root,
      slots: {
        baseTooltip: pass,
        baseBadge: pass,
        columnSelectorIcon: icon,
        openFilterButtonIcon: icon,
        exportIcon: icon,
        quickFilterIcon: icon,
        quickFilterClearIcon: icon,
        baseIconButton: icon,
        baseTextField: (p: { slotProps?: { htmlInput?: { maxLength?: number } }; 'aria-label'?: string }) => (
          <input aria-label={p['aria-label']} maxLength={p.slotProps?.htmlInput?.maxLength} />
        ),
      },
    }),
    Toolbar: ({ children }: Props) => <div role="toolbar">{children}</div>,
    ToolbarButton: ({ render, children, ...props }: Props) =>
      render ? (
        drawn(render, { ...props, children }, {})
      ) : (
        <button type="button" {...props}>
          {children}
        </button>
      ),
    ColumnsPanelTrigger: ({ render, children }: Props) => drawn(render, { children }, {}),
    FilterPanelTrigger: ({ render }: Props) => drawn(render, {}, { filterCount: 0 }),
    ExportCsv: ({ render, children }: Props) => drawn(render, { children }, {}),
    QuickFilter: pass,
    QuickFilterControl: ({ render }: Props) => drawn(render, { ref: null }, { value: '' }),
    QuickFilterClear: pass,
  };
});

/** The toolbar's markup under these grid page settings. */
function render(settings: Partial<GridPageSettings>): string {
  return renderToStaticMarkup(
    <GridPageContext.Provider value={{ exportFileName: 'People', ...settings }}>
      <GridPageToolbar />
    </GridPageContext.Provider>,
  );
}

beforeEach(() => {
  grid.root = { label: 'People', disableColumnFilter: false };
});

describe('GridPageToolbar', () => {
  it("shows a client grid's filter panel and its browser-built CSV and Excel downloads", () => {
    const html = render({});
    expect(html).toContain('People');
    expect(html).toContain('aria-label="[toolbarColumns]"');
    expect(html).toContain('aria-label="[toolbarFilters]"');
    expect(html).toContain('aria-label="Download as CSV"');
    expect(html).toContain('aria-label="Download as Excel"');
    expect(html).not.toContain('Download CSV');
    expect(html).not.toMatch(/maxlength/i);
  });

  it('shows the server downloads ("CSV", "Excel") and no filter panel for a report', () => {
    grid.root = { label: 'Export Report', disableColumnFilter: true };
    const html = render({
      serverDownloads: { busy: null, onDownload: () => undefined },
      search: ONE_TEXT_SEARCH,
    });
    expect(html).toContain('Export Report');
    expect(html).toContain('aria-label="Download CSV"');
    expect(html).toContain('aria-label="Download Excel"');
    expect(html).toMatch(/>CSV</);
    expect(html).toMatch(/>Excel</);
    expect(html).not.toContain('Download as');
    expect(html).not.toContain('[toolbarFilters]');
    // The search box takes the server's 100 characters.
    expect(html).toMatch(/<input[^>]*maxlength="100"/i);
  });

  it('marks the file under way as busy and holds both buttons until it is saved', () => {
    const html = render({ serverDownloads: { busy: 'csv', onDownload: () => undefined } });
    const buttons = html.match(/<button[^>]*aria-label="Download (CSV|Excel)"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-busy="true"');
    expect(buttons[1]).not.toContain('aria-busy');
    for (const button of buttons) expect(button).toContain('disabled');
  });
});
