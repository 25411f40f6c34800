import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { isTransient } from '../lib/api';

interface Props {
  error: unknown;
  onRetry(): void;
  /** The list the user came from. */
  backPath: string;
  backLabel: string;
}

/**
 * Under "There was a problem getting the application data." (2-applications §8): the way back to the
 * list, and Try again when a second try may cure it (an outage, not a 404 or 403).
 */
export function ApplicationLoadFailure({ error, onRetry, backPath, backLabel }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
      <Button variant="contained" component={RouterLink} to={backPath}>
        {backLabel}
      </Button>
      {isTransient(error) && (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
