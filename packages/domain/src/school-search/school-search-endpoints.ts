/** The school-search calls of issue 24, one contract each (built by the feature's own commit). */
export const schoolSearchEndpoints = {};
