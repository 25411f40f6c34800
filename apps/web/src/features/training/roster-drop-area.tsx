import { TRAINING_MESSAGES as M, ROSTER_ACCEPT } from '@exchange/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';

export interface RosterDropAreaProps {
  /** The files dropped or chosen; the page checks and sends them. */
  onFiles(files: File[]): void;
  /** The name of the file being uploaded: the area waits meanwhile. */
  uploading: string | null;
}

/**
 * The drop area of 3-billing §2: a single xlsx or xls file, dropped or chosen with the button (the
 * keyboard's way in); no paste and no revert. The picker offers the two types; what is dropped is
 * checked by the page, since a drop can carry anything.
 */
export function RosterDropArea({ onFiles, uploading }: RosterDropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const busy = uploading !== null;

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      role="group"
      aria-label="Training roster file"
      aria-describedby={hintId}
      aria-busy={busy}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'grey.500',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ fontWeight: 500 }}>{M.dropPrompt}</Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        or
      </Typography>
      <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
        {M.chooseFile}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ROSTER_ACCEPT}
        hidden
        aria-label="Training roster file"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again is a new upload.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {M.formatHint}
      </Typography>
      {busy && (
        <Box sx={{ mt: 2 }} role="status">
          <Typography variant="body2">{M.uploading(uploading)}</Typography>
          <LinearProgress aria-label={M.uploading(uploading)} sx={{ mt: 1 }} />
        </Box>
      )}
    </Box>
  );
}
