import {
  canGenerateInvoices,
  canRecordBilling,
  canViewAllSchoolsBilling,
  GENERATE_MESSAGES,
  type InvoiceRow,
  BILLING_MESSAGES as M,
} from '@exchange/domain';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressFilterChip } from '../../../components/address-filter-chip';
import { GridPage } from '../../../components/grid-page/grid-page';
import { WrappedHeaders } from '../../../components/grid-page/wrapped-headers';
import { FilterBar, FilterSelect } from '../../../components/list-filter-fields';
import { PageFrame } from '../../../components/page-frame';
import { SchoolScopeField } from '../../../components/school-scope-field';
import { useSignedInUser } from '../../../lib/auth-context';
import { useSchool } from '../../../lib/school-context';
import { useSchoolScope } from '../../../lib/use-school-scope';
import { useInvoiceList } from '../api/invoice-queries';
import { viewInvoiceHref } from '../billing-paths';
import { AddFeeDialog } from '../dialogs/add-fee-dialog';
import { GenerateInvoicesDialog } from '../dialogs/generate-invoices-dialog';
import { useInvoicePaymentDialogs } from '../dialogs/invoice-payment-dialogs';
import { InvoiceDialogContext } from '../invoice-dialog-context';
import { buildInvoiceColumns } from './invoice-columns';
import { DUE_PARAM, filterInvoiceRows, useInvoiceFilters } from './invoice-filters';
import { invoiceRowActions } from './invoice-row-actions';

const rowId = (row: InvoiceRow) => row.id;

/**
 * /billing/invoices (3-billing §2): the school's invoices, or every school's for TE users, open first
 * then newest, under the Academic Year and Fee Type filters; Add Payment or Pay Now on each row as the
 * server allows; Add Fee and the participation-invoice generator above the grid for those who may.
 */
export function InvoicesPage() {
  const user = useSignedInUser();
  const { selectedSchool } = useSchool();
  // The portal's one school scope (?school=all|N): the drawer's school, or All Schools for TE users.
  const scope = useSchoolScope({ offersAllSchools: canViewAllSchoolsBilling(user) });
  const filters = useInvoiceFilters();
  const list = useInvoiceList(scope.schoolId, scope.ready);
  const { aidYearId, feeTypeId, dueOnly } = filters;
  const rows = useMemo(
    () => (list.data ? filterInvoiceRows(list.data.rows, { aidYearId, feeTypeId, dueOnly }) : undefined),
    [list.data, aidYearId, feeTypeId, dueOnly],
  );
  const columns = useMemo(() => buildInvoiceColumns(scope.allSchools), [scope.allSchools]);
  const rowActions = invoiceRowActions(list.data?.rows ?? []);
  const payments = useInvoicePaymentDialogs();
  const [addingFee, setAddingFee] = useState(false);
  const [generating, setGenerating] = useState(false);
  const navigate = useNavigate();
  const openInvoice = useCallback((row: InvoiceRow) => navigate(viewInvoiceHref(row.id)), [navigate]);
  const feeSchool = scope.allSchools ? null : selectedSchool;
  const mayAddFee = canRecordBilling(user);
  const mayGenerate = canGenerateInvoices(user);

  const actions = (mayAddFee || mayGenerate) && (
    <>
      {mayAddFee && (
        <Tooltip title={feeSchool ? '' : 'Choose a school to add a fee.'} describeChild>
          <span>
            <Button variant="contained" disabled={!feeSchool} onClick={() => setAddingFee(true)}>
              Add Fee
            </Button>
          </span>
        </Tooltip>
      )}
      {mayGenerate && (
        <Button variant="outlined" onClick={() => setGenerating(true)}>
          {GENERATE_MESSAGES.button}
        </Button>
      )}
    </>
  );

  return (
    <PageFrame title="Invoices" subtitle={scope.label} maxWidth={1600}>
      <FilterBar>
        {scope.offersAllSchools && <SchoolScopeField scope={scope} label="School" />}
        {filters.fields.map(({ label, filter: [value, setValue, options] }) => (
          <FilterSelect key={label} label={label} value={value} options={options} onChange={setValue} />
        ))}
      </FilterBar>
      {dueOnly && <AddressFilterChip label="invoices with an amount due" params={[DUE_PARAM]} />}
      <InvoiceDialogContext.Provider value={payments.open}>
        <WrappedHeaders>
          <GridPage<InvoiceRow>
            label="Invoices"
            rows={rows}
            columns={columns}
            getRowId={rowId}
            loading={list.isLoading || !scope.ready}
            errorMessage={list.isError ? M.invoiceDataFailed : null}
            onRetry={() => void list.refetch()}
            // The empty-list rule (docs/decisions/billing.md, platform.md): the server's 404 sentence as it
            // is; when the Academic Year and Fee Type filters (worked on the loaded rows) leave none, §8's
            // "There is no data for the selected parameters.", as the reports say it.
            emptyMessage={list.data?.none ?? M.noData}
            exportFileName="invoices"
            actions={actions}
            rowActions={rowActions}
            onRowOpen={openInvoice}
          />
        </WrappedHeaders>
      </InvoiceDialogContext.Provider>
      {payments.dialogs}
      {feeSchool && <AddFeeDialog open={addingFee} school={feeSchool} onClose={() => setAddingFee(false)} />}
      {mayGenerate && <GenerateInvoicesDialog open={generating} onClose={() => setGenerating(false)} />}
    </PageFrame>
  );
}
