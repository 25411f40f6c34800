import { type ApplicationCloseBody, applicationCloseSchema } from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { type DomainSchema, formResolver } from '../lib/form-resolver.js';

/** The Close Application dialog's one field: the reason the student and the change log are told. */
export interface CloseApplicationValues {
  reason: string;
}

/** The body of POST api/application/{id}/close: the reason and the version the detail read. */
export function closeApplicationBody(values: CloseApplicationValues, version: number) {
  return { reason: values.reason, version };
}

/**
 * The dialog's resolver: the schema the server checks the close with (a reason of more than 5
 * characters, the domain's message), on the body the dialog sends.
 */
export function closeApplicationResolver(version: number) {
  return formResolver<CloseApplicationValues, ApplicationCloseBody>(
    applicationCloseSchema as DomainSchema<ApplicationCloseBody>,
    { toBody: (values) => closeApplicationBody(values, version), fieldMap: { version: null } },
  );
}
