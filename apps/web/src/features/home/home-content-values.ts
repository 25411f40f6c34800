import { homeContentUpdateBodySchema } from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { formResolver } from '../../lib/form-resolver.js';

/** The home content editor's one field: the HTML as typed. */
export interface HomeContentValues {
  html: string;
}

/**
 * The editor's resolver: the content rules of the schema the server checks PUT api/home/content with
 * (the version is the one the editor read, not typed).
 */
export function homeContentResolver() {
  return formResolver<HomeContentValues, HomeContentValues>(homeContentUpdateBodySchema.pick({ html: true }));
}
