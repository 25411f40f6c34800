import type { FuzzTarget } from './fuzz-targets.js';

/** The school-search write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS. */
export const SCHOOL_SEARCH_FUZZ_TARGETS: Record<string, FuzzTarget> = {};
