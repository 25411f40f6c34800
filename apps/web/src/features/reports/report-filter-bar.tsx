import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CHANGE_LOG_FRAMES,
  REVIEW_SIGN_OFF_DUE,
  type ReportDefinition,
} from '@exchange/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { FilterBar, FilterSelect } from '../../components/list-filter-fields';
import type { ReportAddress, ReportAddressChange } from './report-address';
import { ALL_STATUSES_LABEL, REPORT_FILTER_LABELS, type ReportFilterField } from './report-filters';
import { ReportSchoolField } from './report-school-field';
import type { ReportScopeState } from './use-report-scope';

interface ReportFilterBarProps {
  def: Pick<ReportDefinition, 'filters'>;
  scope: ReportScopeState;
  fields: readonly ReportFilterField[];
  address: ReportAddress;
  onChange(change: ReportAddressChange): void;
}

/** The value of "All Statuses" in the Application Status select (the query leaves the filter out). */
const ALL_APPLICATION_STATUSES = 'ALL';

interface TextSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

/** A filter whose choices are words, not ids (the time frame, the application status). */
function TextSelect({ label, value, options, onChange }: TextSelectProps) {
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Application Status: All Statuses, then OPEN, TRANSFER and CLOSED as the grid's column shows them. */
const APPLICATION_STATUS_OPTIONS = [
  { value: ALL_APPLICATION_STATUSES, label: ALL_STATUSES_LABEL },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: s })),
];
/** Sign-off (Enrollment Review, issue 32): every review, or those still to sign off in an open window. */
const SIGN_OFF_OPTIONS = [
  { value: 'all', label: 'All Reviews' },
  { value: REVIEW_SIGN_OFF_DUE, label: 'To Sign Off' },
];
/** Time Frame (3-billing §2, §9): 30 Days (the default), 3 Months, 6 Months, 1 Year. */
const FRAME_OPTIONS = CHANGE_LOG_FRAMES.map((f) => ({ value: f.id, label: f.label }));

/**
 * The filters above a report's grid (3-billing §2), in one bar that wraps on a phone: the Current School
 * field where the user chooses, then the report's own filters in its definition's order.
 */
export function ReportFilterBar({ def, scope, fields, address, onChange }: ReportFilterBarProps) {
  const controls: ReactNode[] = def.filters.map((name) => {
    if (name === 'timeFrame') {
      return (
        <TextSelect
          key={name}
          label={REPORT_FILTER_LABELS.timeFrame}
          value={address.frame}
          options={FRAME_OPTIONS}
          onChange={(value) => onChange({ frame: value as ReportAddress['frame'] })}
        />
      );
    }
    if (name === 'signOff') {
      return (
        <TextSelect
          key={name}
          label={REPORT_FILTER_LABELS.signOff}
          value={address.signOffDue ? REVIEW_SIGN_OFF_DUE : 'all'}
          options={SIGN_OFF_OPTIONS}
          onChange={(value) => onChange({ signOffDue: value === REVIEW_SIGN_OFF_DUE })}
        />
      );
    }
    if (name === 'applicationStatus') {
      return (
        <TextSelect
          key={name}
          label={REPORT_FILTER_LABELS.applicationStatus}
          value={address.applicationStatus ?? ALL_APPLICATION_STATUSES}
          options={APPLICATION_STATUS_OPTIONS}
          onChange={(value) =>
            onChange({
              applicationStatus: value === ALL_APPLICATION_STATUSES ? null : (value as ApplicationStatus),
            })
          }
        />
      );
    }
    const field = fields.find((f) => f.name === name);
    return (
      field && (
        <FilterSelect
          key={name}
          label={field.label}
          value={field.value}
          options={field.options}
          onChange={(value) => onChange({ filters: { [name]: value } })}
        />
      )
    );
  });
  if (!scope.field && controls.length === 0) return null;
  return (
    <FilterBar>
      {scope.field && <ReportSchoolField scope={scope} />}
      {controls}
    </FilterBar>
  );
}
