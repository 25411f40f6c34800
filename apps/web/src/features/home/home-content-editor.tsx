import type { HomeContent } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { useHomeContentSave } from './home-api';
import { type HomeContentValues, homeContentResolver } from './home-content-values';
import { HomeContentView } from './home-content-view';

/**
 * The home content editor (TE admins, open-points 36): the HTML in a text area and, beside it, the
 * preview through the same allowlist the server applies on save. Loaded only when Edit is pressed.
 */
export function HomeContentEditor({ content, onClose }: { content: HomeContent; onClose: () => void }) {
  const form = useForm<HomeContentValues, unknown, HomeContentValues>({
    // A reload after someone else's save brings the new version; what was typed stays.
    values: { html: content.html },
    resetOptions: { keepDirtyValues: true },
    resolver: homeContentResolver(),
  });
  const draft = useDeferredValue(useWatch({ control: form.control, name: 'html' }) ?? '');
  const save = useHomeContentSave(onClose);
  const submit = form.handleSubmit((values) =>
    save.submit({ html: values.html, lastUpdated: content.lastUpdated }, form),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField
            control={form.control}
            name="html"
            label="Home content (HTML)"
            multiline
            minRows={12}
            fullWidth
            helperText="Allowed: p, br, strong, em, ul, ol, li, h2-h4 and links (http or https). Anything else is removed on save."
            slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'monospace' } } }}
          />
        </Box>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 2 }}>
          <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
            Preview
          </Typography>
          <HomeContentView html={draft} label="Preview of the home content" />
        </Paper>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {content.modifiedByName ? `Last saved by ${content.modifiedByName}.` : ''}
      </Typography>
    </Box>
  );
}
