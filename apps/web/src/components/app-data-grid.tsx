import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from '@exchange/domain';
import { DataGrid, type DataGridProps, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

type Props<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'initialState'> & {
  /** Accessible name of the grid, also shown in its toolbar. */
  label: string;
  /** File name of the CSV export, without extension. */
  exportFileName: string;
  defaultSort?: GridSortModel;
};

/**
 * The portal's grid (ARCHITECTURE "Web"): page size 50 with 10/25/50, sortable, a toolbar with quick
 * filter and CSV export.
 */
export function AppDataGrid<R extends GridValidRowModel>({
  label,
  exportFileName,
  defaultSort,
  slotProps,
  ...rest
}: Props<R>) {
  const initialState = useMemo(
    () => ({
      pagination: { paginationModel: { pageSize: GRID_PAGE_SIZE, page: 0 } },
      ...(defaultSort ? { sorting: { sortModel: defaultSort } } : {}),
    }),
    [defaultSort],
  );
  return (
    <DataGrid<R>
      label={label}
      showToolbar
      pageSizeOptions={[...GRID_PAGE_SIZE_OPTIONS]}
      initialState={initialState}
      autoHeight
      {...rest}
      slotProps={{
        ...slotProps,
        toolbar: {
          csvOptions: { fileName: exportFileName, utf8WithBom: true },
          printOptions: { disableToolbarButton: true },
          ...slotProps?.toolbar,
        },
      }}
    />
  );
}
