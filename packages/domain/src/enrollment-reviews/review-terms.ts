/** The two reviews of an aid year, in the order the screen shows them (3-billing §3 reviewTerm). */
export const REVIEW_TERMS = ['Fall', 'Spring'] as const;
export type ReviewTerm = (typeof REVIEW_TERMS)[number];

/** The first day of the sign-off (3-billing §4, §9): before it no checkbox is offered. */
export const REVIEW_FEATURE_START = '2025-07-01';
