/** The id of every layout's main region: the target of the skip link ("Skip to main content"). */
export const MAIN_CONTENT_ID = 'main-content';
