import { ENROLLMENT_REVIEW_MESSAGES as M } from '@exchange/domain';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TermView } from './sign-off-values';

interface Props {
  view: TermView;
  /** A save is running: nothing else may start. */
  busy: boolean;
  onTick(): void;
  onUntick(): void;
  onCorrect(): void;
}

/**
 * One term's sign-off: the checkbox (disabled outside its window and for read-only users, with the
 * reason beside it), the review's state under it, and Edit date for a completed review.
 */
export function ReviewTermRow({ view, busy, onTick, onUntick, onCorrect }: Props) {
  const noteId = useId();
  const statusId = useId();
  const removed = view.review !== null && !view.review.reviewDate;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        py: 2,
        px: { xs: 2, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <FormControlLabel
          label={`${view.term} Enrollment Review`}
          control={
            <Checkbox
              checked={view.checked}
              disabled={!view.editable || busy}
              onChange={(_event, checked) => (checked ? onTick() : onUntick())}
              slotProps={{ input: { 'aria-describedby': `${noteId} ${statusId}` } }}
            />
          }
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 500 } }}
        />
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
          {view.windowNote}
        </Typography>
      </Box>
      <Box
        sx={{
          flex: '1 1 220px',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          ml: { xs: 4, sm: 0 },
        }}
      >
        <Typography
          id={statusId}
          variant="body2"
          color={removed ? 'warning.dark' : view.checked ? 'success.dark' : 'text.secondary'}
        >
          {view.statusLine}
        </Typography>
        {view.checked && view.editable && (
          <Button
            size="small"
            startIcon={<EditCalendar />}
            onClick={onCorrect}
            disabled={busy}
            aria-label={`${M.editDate} of the ${view.term} review`}
          >
            {M.editDate}
          </Button>
        )}
      </Box>
    </Box>
  );
}
