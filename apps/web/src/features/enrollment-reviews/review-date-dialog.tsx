import {
  type AidYearDates,
  ENROLLMENT_REVIEW_MESSAGES as M,
  type ReviewDateFormValues,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { type FormEvent, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-date-field';
import { StatusChangeActions, StatusChangeDialog } from '../../components/status-change-dialog';
import type { ReviewSaveMutation } from './review-api';
import { reviewDateResolver } from './review-date-values';
import { initialReviewDate, type ReviewAction, reviewSave, type TermView } from './sign-off-values';

/** What the date dialog is asked for: a tick (submit) or a correction of a term's review. */
export interface DateRequest {
  action: Extract<ReviewAction, 'submit' | 'correct'>;
  view: TermView;
}

interface Props {
  request: DateRequest | null;
  aidYear: AidYearDates & { id: number };
  schoolId: number;
  schoolName: string;
  today: string;
  save: ReviewSaveMutation;
  onClose(): void;
}

/**
 * The confirmation of a tick, or Edit date (3-billing §2, §5): the review date, required and inside the
 * term's window up to today, checked by the domain's rule before it is sent and by the server after.
 */
export function ReviewDateDialog({ request, aidYear, schoolId, schoolName, today, save, onClose }: Props) {
  const title = request
    ? request.action === 'correct'
      ? M.correctTitle(request.view.term)
      : M.confirmTitle(request.view.term)
    : '';
  return (
    <StatusChangeDialog open={request !== null} title={title} busy={save.isPending} onCancel={onClose}>
      {request && (
        <ReviewDateForm
          request={request}
          aidYear={aidYear}
          schoolId={schoolId}
          schoolName={schoolName}
          today={today}
          save={save}
          onCancel={onClose}
        />
      )}
    </StatusChangeDialog>
  );
}

interface FormProps extends Omit<Props, 'request' | 'onClose'> {
  request: DateRequest;
  onCancel(): void;
}

function ReviewDateForm({ request, aidYear, schoolId, schoolName, today, save, onCancel }: FormProps) {
  const { action, view } = request;
  const resolver = useMemo(() => reviewDateResolver(aidYear, view.term), [aidYear, view.term]);
  const form = useForm<ReviewDateFormValues, unknown, ReviewDateFormValues>({
    defaultValues: { reviewDate: initialReviewDate(action, view, today) },
    mode: 'onTouched',
    resolver,
  });
  const range = view.window;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits in a portal, but React bubbles its submit to forms around the opener.
    event.stopPropagation();
    void form.handleSubmit((values) => {
      if (save.isPending) return;
      save.submit(reviewSave(action, view, { schoolId, aidYearId: aidYear.id }, values.reviewDate), form);
    })(event);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.confirmTitle(view.term)}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText>
          {action === 'correct'
            ? M.correctText(view.term, schoolName, aidYear.aidyear)
            : M.confirmText(view.term, schoolName, aidYear.aidyear)}
        </DialogContentText>
        <FormDateField
          control={form.control}
          name="reviewDate"
          label="Review Date"
          required
          minDate={range.opens}
          maxDate={range.closes}
          helperText={M.dateHint(range.opens, range.closes)}
        />
      </DialogContent>
      <StatusChangeActions busy={save.isPending} confirmDisabled={false} onCancel={onCancel} />
    </Box>
  );
}
