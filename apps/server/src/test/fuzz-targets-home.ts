import type { FuzzTarget } from './fuzz-targets.js';

/** The home write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS. */
export const HOME_FUZZ_TARGETS: Record<string, FuzzTarget> = {};
