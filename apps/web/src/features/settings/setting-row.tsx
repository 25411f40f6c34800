import { SETTINGS_MESSAGES as M, type Setting, settingEffect, settingFormSchema } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { formResolver } from '../../lib/form-resolver';
import type { FieldErrorTarget } from '../../lib/server-field-errors';

interface Values {
  settingValue: string;
}

interface Props {
  setting: Setting;
  saving: boolean;
  save(settingValue: string, form: FieldErrorTarget<Values>): void;
}

/**
 * One setting: its value field (Integer digits only, Decimal a decimal number: §5) with an Update button,
 * and where it takes effect. A read-only setting, or a reader who may not edit, sees it disabled.
 */
export function SettingRow({ setting, saving, save }: Props) {
  const resolver = useMemo(() => formResolver<Values, Values>(settingFormSchema(setting)), [setting]);
  const values = useMemo(() => ({ settingValue: setting.settingValue }), [setting.settingValue]);
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const effect = settingEffect(setting.settingName);
  const amount = setting.valueType === 'Decimal';
  return (
    <Box
      component="li"
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label={setting.displayName}
        onSubmit={form.handleSubmit((body) => !saving && save(body.settingValue, form))}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            control={form.control}
            name="settingValue"
            label={setting.displayName}
            required
            disabled={!setting.editable}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{
              input: amount
                ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                : undefined,
              htmlInput: { inputMode: amount ? 'decimal' : 'numeric' },
            }}
            helperText={setting.readOnly ? M.readOnlySetting : undefined}
          />
          {setting.editable && (
            <Button
              type="submit"
              variant="contained"
              aria-disabled={saving || undefined}
              aria-label={`Update ${setting.displayName}`}
              sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
            >
              {saving ? 'Saving...' : 'Update'}
            </Button>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <Chip
            size="small"
            label={effect.used ? 'In use' : 'Not in use'}
            color={effect.used ? 'success' : 'default'}
            variant="outlined"
          />
          <Typography variant="body2" color="text.secondary">
            {effect.text}
          </Typography>
        </Stack>
      </Box>
    </Box>
  );
}
