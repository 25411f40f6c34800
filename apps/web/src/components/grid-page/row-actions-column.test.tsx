import type { GridRenderCellParams } from '@mui/x-data-grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RowActionProps } from './grid-actions';
import { buildRowActionsColumn, ROW_ACTIONS_FIELD } from './row-actions-column';

interface Row {
  id: number;
  name: string;
}

function OpenAction({ row, tabIndex }: RowActionProps<Row>) {
  return (
    <button type="button" tabIndex={tabIndex}>
      Open {row.name}
    </button>
  );
}

function DownloadAction({ row, tabIndex }: RowActionProps<Row>) {
  return (
    <button type="button" tabIndex={tabIndex}>
      Download {row.id}
    </button>
  );
}

describe('buildRowActionsColumn', () => {
  const column = buildRowActionsColumn<Row>([OpenAction, DownloadAction]);

  it('holds controls, not data: never sorted, filtered, hidden or exported', () => {
    expect(column).toMatchObject({
      field: ROW_ACTIONS_FIELD,
      // The grid's actions type: the cell is no Tab stop of its own before its controls.
      type: 'actions',
      headerName: 'Actions',
      sortable: false,
      filterable: false,
      hideable: false,
      disableColumnMenu: true,
      disableExport: true,
    });
  });

  it("renders every action with the cell's row and the tab index the grid allows", () => {
    const params = {
      row: { id: 4, name: 'Alpha' },
      hasFocus: false,
      tabIndex: -1,
    } as GridRenderCellParams<Row>;
    const html = renderToStaticMarkup(column.renderCell?.(params));
    expect(html).toContain('Open Alpha');
    expect(html).toContain('Download 4');
    expect(html.match(/tabindex="-1"/g)).toHaveLength(2);
  });

  it('widens with the number of actions, unless given a width', () => {
    expect(buildRowActionsColumn<Row>([OpenAction]).width).toBeLessThan(column.width ?? 0);
    expect(buildRowActionsColumn<Row>([OpenAction], 'Open', 200)).toMatchObject({
      headerName: 'Open',
      width: 200,
    });
  });
});
