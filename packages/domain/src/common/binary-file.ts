import * as z from 'zod/mini';

/** A file's bytes in a contract (a download's answer, an upload's field), documented as a binary string. */
export function binaryFile(description?: string) {
  return z.string().register(z.globalRegistry, { format: 'binary', ...(description ? { description } : {}) });
}

/** The `response` of a download endpoint: the file's bytes. */
export const binaryFileSchema = binaryFile();
