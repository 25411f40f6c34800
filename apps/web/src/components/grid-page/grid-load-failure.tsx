import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A grid's load failure, above the grid: the message and, when the page can load again, "Try again".
 * Not inside the grid, where only rows may be (a button there fails axe's aria-required-children).
 */
export function GridLoadFailure({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            Try again
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
