import type { DataGridProps, GridColDef } from '@mui/x-data-grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GridPage, type GridPageProps } from './grid-page';
import type { GridPageSettings } from './grid-page-context';
import type { GridServerChange, GridServerMode } from './grid-server-mode';

interface Row {
  id: number;
  name: string;
}

// The grid is replaced by a stand-in that keeps the props GridPage gives it (and the settings its
// toolbar would read), so each test reads what the grid is told: its mode, models, count and handlers.
const seen = vi.hoisted(() => ({
  props: undefined as DataGridProps<Row> | undefined,
  settings: undefined as GridPageSettings | undefined,
}));

vi.mock('@mui/x-data-grid', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/x-data-grid')>();
  const { useContext } = await import('react');
  const { GridPageContext: context } = await import('./grid-page-context');
  return {
    ...actual,
    DataGrid: (props: DataGridProps<Row>) => {
      seen.props = props;
      seen.settings = useContext(context);
      return null;
    },
  };
});

const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
const ROWS: Row[] = [
  { id: 1, name: 'Ann Lee' },
  { id: 2, name: 'Bo Chan' },
];
/** The handlers' second argument, which the server mode does not read (each handler types its own). */
const details = {} as never;

function render(props: Partial<GridPageProps<Row>>): DataGridProps<Row> {
  renderToStaticMarkup(
    <GridPage<Row> label="People" rows={ROWS} columns={COLUMNS} exportFileName="People" {...props} />,
  );
  if (!seen.props) throw new Error('GridPage rendered no grid');
  return seen.props;
}

/** Page 3 of 25 rows, by name descending, searching "Lee", of 1,234 rows on the server. */
function serverMode(onChange: (change: GridServerChange) => void): GridServerMode {
  return {
    page: 2,
    pageSize: 25,
    sort: { field: 'name', dir: 'desc' },
    search: 'Lee',
    rowCount: 1234,
    onChange,
  };
}

beforeEach(() => {
  seen.props = undefined;
  seen.settings = undefined;
});

describe('GridPage in server mode', () => {
  it("pages, sorts and filters on the server and counts the server's total", () => {
    const grid = render({ server: serverMode(() => undefined) });
    expect(grid).toMatchObject({
      paginationMode: 'server',
      sortingMode: 'server',
      filterMode: 'server',
      rowCount: 1234,
      paginationModel: { page: 2, pageSize: 25 },
      sortModel: [{ field: 'name', sort: 'desc' }],
      filterModel: { items: [], quickFilterValues: ['Lee'] },
      // The server could not apply the grid's own column filters, and always needs an order.
      disableColumnFilter: true,
      sortingOrder: ['asc', 'desc'],
    });
    expect(grid.rows).toEqual(ROWS);
    // The caller's page and sort are the grid's: none of its own to start from.
    expect(grid.initialState?.pagination).toBeUndefined();
    expect(grid.initialState?.sorting).toBeUndefined();
    // The page before stays on screen under a bar while the next loads.
    expect(grid.slotProps?.loadingOverlay).toMatchObject({ variant: 'linear-progress' });
  });

  it("hands a page, page-size, sort or search change to the caller's handler, and nothing else", () => {
    const onChange = vi.fn();
    const grid = render({ server: serverMode(onChange) });
    grid.onPaginationModelChange?.({ page: 3, pageSize: 25 }, details);
    grid.onPaginationModelChange?.({ page: 2, pageSize: 50 }, details);
    grid.onPaginationModelChange?.({ page: 2, pageSize: 25 }, details);
    grid.onSortModelChange?.([{ field: 'name', sort: 'asc' }], details);
    grid.onSortModelChange?.([{ field: 'name', sort: 'desc' }], details);
    grid.onFilterModelChange?.({ items: [], quickFilterValues: ['Ann Lee'] }, details);
    grid.onFilterModelChange?.({ items: [], quickFilterValues: ['Lee'] }, details);
    expect(onChange.mock.calls).toEqual([
      [{ page: 3 }],
      [{ pageSize: 50 }],
      [{ sort: { field: 'name', dir: 'asc' } }],
      [{ search: 'Ann Lee' }],
    ]);
  });

  it('shows no rows and counts none after a failed load', () => {
    const grid = render({ server: serverMode(() => undefined), errorMessage: 'There was a problem.' });
    expect(grid.rows).toEqual([]);
    expect(grid.rowCount).toBe(0);
  });

  it('searches one text, and gives the toolbar the server downloads', () => {
    const downloads = { busy: null, onDownload: () => undefined };
    render({ server: serverMode(() => undefined), serverDownloads: downloads });
    expect(seen.settings?.serverDownloads).toBe(downloads);
    expect(seen.settings?.search).toMatchObject({ debounceMs: 400, maxLength: 100 });
    expect(seen.settings?.search?.parser?.(' Ann Lee ')).toEqual(['Ann Lee']);
  });

  it('starts with the columns the caller hides', () => {
    const grid = render({ server: serverMode(() => undefined), initialColumnVisibility: { name: false } });
    expect(grid.initialState?.columns?.columnVisibilityModel).toEqual({ name: false });
  });
});

describe('GridPage in client mode (every list screen but the reports)', () => {
  it('pages, sorts and filters the rows it holds, from page 1 of 50 and the default sort', () => {
    const grid = render({ defaultSort: [{ field: 'name', sort: 'asc' }] });
    for (const prop of ['paginationMode', 'sortingMode', 'filterMode', 'rowCount', 'paginationModel']) {
      expect(grid[prop as keyof typeof grid], prop).toBeUndefined();
    }
    expect(grid.initialState).toEqual({
      pagination: { paginationModel: { pageSize: 50, page: 0 } },
      sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
    });
    expect(grid.disableColumnFilter).toBe(false);
    expect(grid.sortingOrder).toBeUndefined();
    expect(grid.slotProps?.loadingOverlay).toMatchObject({ variant: 'skeleton' });
    expect(seen.settings).toMatchObject({ exportFileName: 'People' });
    expect(seen.settings?.serverDownloads).toBeUndefined();
    expect(seen.settings?.search).toBeUndefined();
  });

  it('takes the statistics table’s settings: server downloads, no column filters, its sort order', () => {
    const downloads = { busy: 'csv', onDownload: () => undefined };
    const grid = render({
      serverDownloads: downloads,
      columnFilters: false,
      sortingOrder: ['desc', 'asc', null],
      columnHeaderHeight: 72,
      loadingVariant: 'linear-progress',
    });
    expect(grid).toMatchObject({
      disableColumnFilter: true,
      sortingOrder: ['desc', 'asc', null],
      columnHeaderHeight: 72,
    });
    expect(grid.paginationMode).toBeUndefined();
    expect(seen.settings?.serverDownloads).toBe(downloads);
  });
});
