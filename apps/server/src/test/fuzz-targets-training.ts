import type { FuzzTarget } from './fuzz-target.js';

/**
 * The training write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS: none.
 * The fuzz sends JSON bodies to the operations whose OpenAPI body is JSON; the one training write, POST
 * api/training/fileupload, takes multipart/form-data, and its malformed bodies (garbage multipart, cut
 * short, no boundary, two files, another field, JSON, text) have their own test:
 * modules/training/training-upload-bodies.test.ts.
 */
export const TRAINING_FUZZ_TARGETS: Record<string, FuzzTarget> = {};
