import { SETTINGS_MESSAGES as M } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { PageFrame } from '../../components/page-frame';
import { SettingRow } from './setting-row';
import { useFeeSettings, useSettingSave } from './settings-api';

/**
 * /settings/fees (3-billing §2): one field per setting with its Update button, each saying where it
 * takes effect (open-points 33); read-only settings and readers who may not edit see them disabled.
 */
export function FeesSettingsPage() {
  const settings = useFeeSettings();
  const save = useSettingSave();
  const data = settings.data;
  return (
    <PageFrame
      title={M.feesTitle}
      loading={settings.isPending && 'Loading the settings'}
      error={settings.isError && M.settingsFailed}
      maxWidth={900}
    >
      {data && (
        <>
          {!data.canEdit && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {M.readOnlyNotice}
            </Alert>
          )}
          <Paper
            variant="outlined"
            component="ul"
            aria-label="Fee settings"
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {data.settings.map((setting) => (
              <SettingRow
                key={setting.id}
                setting={setting}
                saving={save.isPending && save.variables?.body.setting.id === setting.id}
                save={(settingValue, form) => save.submit({ setting, settingValue }, form)}
              />
            ))}
          </Paper>
        </>
      )}
    </PageFrame>
  );
}
