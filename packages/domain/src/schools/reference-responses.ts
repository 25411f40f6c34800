import { z } from 'zod';

// Items of the reference lists of the school and address forms (GET api/schools/state, country,
// regiontype, contacttype, participationtype; 1-core §7).

/** A US state or territory. */
export const usStateSchema = z.object({ id: z.number().int(), stateName: z.string(), stateAbbr: z.string() });
export type UsState = z.infer<typeof usStateSchema>;

/** A country (United States is id 1). */
export const countrySchema = z.object({ id: z.number().int(), countryName: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A region type. */
export const regionTypeSchema = z.object({ id: z.number().int(), regionName: z.string() });
export type RegionType = z.infer<typeof regionTypeSchema>;

/** A contact type (the 15 contact slots of a school). */
export const contactTypeSchema = z.object({ id: z.number().int(), contactType: z.string() });
export type ContactType = z.infer<typeof contactTypeSchema>;

/** A participation type (exchange program). */
export const participationTypeSchema = z.object({ id: z.number().int(), participationName: z.string() });
export type ParticipationType = z.infer<typeof participationTypeSchema>;
