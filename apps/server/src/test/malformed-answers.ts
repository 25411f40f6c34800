import type { LightMyRequestResponse } from 'fastify';

/**
 * What is wrong with the answer to a malformed request, if anything: it must be a 4xx whose body is the
 * one error shape `{ status, message, errors? }` (docs/architecture.md "The machinery: Errors"), never a 5xx.
 */
export function answerProblem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode < 400 || res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `HTTP ${res.statusCode}, body not JSON`;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return `HTTP ${res.statusCode}, body not an object`;
  const { status, message, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) return `HTTP ${res.statusCode}, extra keys ${Object.keys(rest).join(',')}`;
  if (status !== res.statusCode) return `HTTP ${res.statusCode}, body status ${String(status)}`;
  if (typeof message !== 'string') return `HTTP ${res.statusCode}, message not a string`;
  const isMap = errors && typeof errors === 'object' && !Array.isArray(errors);
  if (errors !== undefined && !(isMap && Object.values(errors).every((v) => typeof v === 'string'))) {
    return `HTTP ${res.statusCode}, errors not a map of strings`;
  }
  return undefined;
}
