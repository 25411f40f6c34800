import {
  aidYearCreateBodySchema,
  aidYearSettingSchema,
  aidYearSettingsSchema,
  aidYearUpdateBodySchema,
  settingSchema,
  settingsIdParams,
  settingsListSchema,
  settingUpdateBodySchema,
} from '../settings/settings-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Settings';
// 3-billing §6: the settings routes are admin only; editing needs TE Admin without the read-only marker.
const reader = { kind: 'teAdmin', mode: 'read' } as const;
const editor = { kind: 'teAdmin', mode: 'write' } as const;
const aidYearRules =
  'The name is YYYY-YYYY with consecutive years and unique (409 "Aid Year already exists."); the aid ' +
  'year begins before it ends and ends today or later; the display begin is on or before the display ' +
  "end (400 with the field's message); its range shares no day with another aid year's (409 naming it). " +
  'modifiedby is accepted and ignored: the session says who.';

/** Aid Year Settings and Fees Settings (3-billing §2, §7; open-points 32, 33). */
export const settingsEndpoints = {
  listAidYearSettings: defineEndpoint({
    operationId: 'listAidYearSettings',
    method: 'GET',
    path: '/api/settings/aidyear',
    tag,
    summary: 'Every aid year with its dates and set rate',
    description:
      'Newest first, each with whether it has ended (its end date before the programme day) and whether ' +
      'the reader may change it; canEdit says whether the reader may add one. An empty list is an answer ' +
      '(the first aid year is added here).',
    access: reader,
    response: aidYearSettingsSchema,
  }),
  addAidYear: defineEndpoint({
    operationId: 'addAidYear',
    method: 'POST',
    path: '/api/settings/aidyear',
    tag,
    summary: 'Add an aid year',
    description: `${aidYearRules} Answers the new aid year. Recorded in the TE Admin change log.`,
    access: editor,
    body: aidYearCreateBodySchema,
    response: aidYearSettingSchema,
    successStatus: 201,
    errors: [409],
  }),
  updateAidYear: defineEndpoint({
    operationId: 'updateAidYear',
    method: 'PUT',
    path: '/api/settings/aidyear/{id}',
    tag,
    summary: 'Change an aid year',
    description:
      `${aidYearRules} An aid year that has ended cannot be changed (409); lastUpdated, when sent, must be ` +
      'the one the aid year was read with (409 otherwise). A change keeping the stored range is not ' +
      'checked for overlap. Answers the aid year. Recorded in the TE Admin change log.',
    access: editor,
    params: settingsIdParams,
    body: aidYearUpdateBodySchema,
    response: aidYearSettingSchema,
    errors: [404, 409],
  }),
  listSettings: defineEndpoint({
    operationId: 'listSettings',
    method: 'GET',
    path: '/api/settings',
    tag,
    summary: 'The fee settings',
    description:
      "The programme's amounts and limits (open-points 33) by display name, each with its value type, " +
      'whether it is read-only and whether the reader may change it.',
    access: reader,
    response: settingsListSchema,
  }),
  updateSetting: defineEndpoint({
    operationId: 'updateSetting',
    method: 'PUT',
    path: '/api/settings/{id}',
    tag,
    summary: "Change a fee setting's value",
    description:
      'The value is checked by the setting\'s value type (400: "Required", "Numeric values only", "Decimal ' +
      'values only", at most two decimals). A read-only setting is refused (403). lastUpdated, when sent, ' +
      'must be the one the setting was read with (409 otherwise). modifiedby is accepted and ignored. ' +
      'Answers the setting. Recorded in the TE Admin change log.',
    access: editor,
    params: settingsIdParams,
    body: settingUpdateBodySchema,
    response: settingSchema,
    errors: [404, 409],
  }),
};
