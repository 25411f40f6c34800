import {
  type AidYearCreateBody,
  type AidYearSetting,
  type AidYearUpdateBody,
  settingsEndpoints as ep,
  SETTINGS_MESSAGES as M,
  type Setting,
  type SettingsList,
} from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { endpointQuery, familyKey } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';
import { useSaveMutation } from '../../lib/use-save-mutation';

/** The settings answers under one family; the aid-year lookups of every screen are in the lookups family. */
const aidYearSettingsQuery = () => endpointQuery('settings', ep.listAidYearSettings);
const settingsQuery = () => endpointQuery('settings', ep.listSettings);
const aidYearSettingsKey = aidYearSettingsQuery().queryKey;
const settingsKey = settingsQuery().queryKey;
const LOOKUPS = familyKey('lookups');

/** GET api/settings/aidyear: every aid year and what the reader may do ("…retrieving the aid year settings."). */
export function useAidYearSettings() {
  const query = useQuery({
    ...aidYearSettingsQuery(),
  });
  useErrorToast(query.error, M.aidYearsFailed);
  return query;
}

/** GET api/settings: the fee settings ("There was an error retrieving the settings"). */
export function useFeeSettings() {
  const query = useQuery({
    ...settingsQuery(),
  });
  useErrorToast(query.error, M.settingsFailed);
  return query;
}

/** What the aid-year form saves: a new aid year, or a change of a stored one. */
export type AidYearSave = { id: null; body: AidYearCreateBody } | { id: number; body: AidYearUpdateBody };

const AID_YEAR_FIELDS = [
  'aidyear',
  'aidyearbegindate',
  'aidyearenddate',
  'displaybegindate',
  'displayenddate',
  'setRate',
];

/**
 * The save of the aid-year form: "Aid year added." / "Aid year settings updated." (§8), else the server's
 * reason ("Aid Year already exists.") or the §8 error. The other screens' aid-year lists refresh too.
 */
export function useAidYearSave(isNew: boolean, onSaved: (saved: AidYearSetting) => void) {
  return useSaveMutation<AidYearSave, AidYearSetting>({
    form: 'aid year settings',
    send: (save) =>
      save.id === null
        ? callEndpoint(ep.addAidYear, { body: save.body })
        : callEndpoint(ep.updateAidYear, { params: { id: save.id }, body: save.body }),
    success: isNew ? M.aidYearAdded : M.aidYearUpdated,
    failure: isNew ? M.aidYearAddFailed : M.aidYearUpdateFailed,
    fields: AID_YEAR_FIELDS,
    invalidate: [aidYearSettingsKey, LOOKUPS],
    reloadOnConflict: [aidYearSettingsKey],
    onSuccess: (saved) => onSaved(saved),
  });
}

/** The save of one setting's value: "Setting updated." or "There was an error updating the setting." (§8). */
export function useSettingSave() {
  const queryClient = useQueryClient();
  return useSaveMutation<{ setting: Setting; settingValue: string }, Setting>({
    form: 'fees settings',
    send: ({ setting, settingValue }) =>
      callEndpoint(ep.updateSetting, {
        params: { id: setting.id },
        body: { settingValue, lastUpdated: setting.lastUpdated },
      }),
    success: M.settingUpdated,
    failure: M.settingUpdateFailed,
    fields: ['settingValue'],
    reloadOnConflict: [settingsKey],
    // The answer is the saved setting: it replaces its row in the cached list (a value change neither
    // adds a setting nor moves one), so the list is not fetched again.
    onSuccess: (saved) => {
      queryClient.setQueryData<SettingsList>(
        settingsKey,
        (list) => list && { ...list, settings: list.settings.map((s) => (s.id === saved.id ? saved : s)) },
      );
    },
  });
}
