import { UI_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Whether an error is a failed load of a screen's script (typically a tab left open across a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

/**
 * The route error element: instead of a blank page, say what happened and offer a reload. A screen
 * whose script is gone after a new version was deployed is the usual cause.
 */
export function RouteError({ error }: { error: unknown }) {
  const outdated = isChunkLoadError(error);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity={outdated ? 'info' : 'error'}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
        sx={{ maxWidth: 560 }}
      >
        <AlertTitle>{outdated ? UI_MESSAGES.newVersionTitle : UI_MESSAGES.screenFailedTitle}</AlertTitle>
        {outdated ? UI_MESSAGES.newVersionText : UI_MESSAGES.screenFailedText}
      </Alert>
    </Box>
  );
}
