import { SETTINGS_MESSAGES as M } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { AidYearSettingsForm } from './aid-year-settings-form';
import {
  aidYearFormValues,
  aidYearOptionLabel,
  chooseAidYear,
  EMPTY_AID_YEAR,
  NEW_AID_YEAR,
} from './aid-year-values';
import { useAidYearSave, useAidYearSettings } from './settings-api';

type Choice = number | typeof NEW_AID_YEAR | null;

/**
 * /settings/aidyear (3-billing §2): an aid year selector with "Add New Aid Year", and the chosen aid
 * year's name, set rate and dates. Past aid years (ended before the programme's today) are shown
 * disabled; the save button shows only while the aid year may be changed (§4, §5).
 */
export function AidYearSettingsPage() {
  const settings = useAidYearSettings();
  const [chosen, setChosen] = useState<Choice>(null);
  const data = settings.data;
  const aidYear = data ? chooseAidYear(data.aidYears, chosen, data.today) : null;
  const isNew = aidYear === null;
  const values = useMemo(() => (aidYear ? aidYearFormValues(aidYear) : EMPTY_AID_YEAR), [aidYear]);
  const save = useAidYearSave(isNew, (saved) => setChosen(saved.id));
  const canEdit = data?.canEdit ?? false;
  const editable = isNew ? canEdit : aidYear.editable;

  return (
    <PageFrame
      title={M.aidYearTitle}
      loading={settings.isPending && 'Loading the aid year settings'}
      error={settings.isError && M.aidYearsFailed}
      maxWidth={900}
    >
      {data && (
        <>
          <TextField
            select
            label={M.aidYearSelector}
            value={isNew ? NEW_AID_YEAR : aidYear.id}
            onChange={(event) =>
              setChosen(event.target.value === NEW_AID_YEAR ? NEW_AID_YEAR : Number(event.target.value))
            }
            sx={{ width: { xs: '100%', sm: 320 }, mb: 2 }}
          >
            {canEdit && <MenuItem value={NEW_AID_YEAR}>{M.addNewAidYear}</MenuItem>}
            {data.aidYears.map((y) => (
              <MenuItem key={y.id} value={y.id}>
                {aidYearOptionLabel(y)}
              </MenuItem>
            ))}
          </TextField>
          {!canEdit && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {M.readOnlyNotice}
            </Alert>
          )}
          {isNew && !canEdit && data.aidYears.length === 0 && <Alert severity="info">{M.noAidYears}</Alert>}
          {aidYear?.ended && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {M.pastAidYearNotice(aidYear.aidyearenddate)}
            </Alert>
          )}
          {(!isNew || canEdit) && (
            <AidYearSettingsForm
              // Another aid year starts a fresh form: react-hook-form takes its first values on mount.
              key={isNew ? NEW_AID_YEAR : aidYear.id}
              values={values}
              editable={editable}
              isNew={isNew}
              saving={save.isPending}
              save={(body, form) =>
                save.submit(
                  isNew
                    ? { id: null, body }
                    : { id: aidYear.id, body: { ...body, lastUpdated: aidYear.lastUpdated } },
                  form,
                )
              }
            />
          )}
        </>
      )}
    </PageFrame>
  );
}
