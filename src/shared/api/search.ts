import { z } from 'zod';
import { resultCodeOk } from './envelopes';

/** How many matches of each subject the palette asks for unless it says otherwise, and at most. */
export const searchLimitDefault = 8;
export const searchLimitMax = 20;
export const searchTextMax = 100;

/** GET /search: the text typed so far (an item code, a partner code or part of a name). */
export const searchQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(searchTextMax),
  limit: z.coerce.number().int().min(1).max(searchLimitMax).default(searchLimitDefault),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Fields a user may not read are left out of the matches, hence optional here. */
export const searchItemSchema = z.object({ ItemCode: z.string(), ItemName: z.string() }).partial();
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchPartnerSchema = z
  .object({ CardCode: z.string(), CardName: z.string(), CardType: z.enum(['C', 'S', 'L']) })
  .partial();
export type SearchPartner = z.infer<typeof searchPartnerSchema>;

/**
 * Code-prefix matches first, then by code. A subject the caller may not read (or may not read
 * the code nor the name of) is absent rather than refused, like the dashboard's figures.
 */
export const searchAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    items: z.array(searchItemSchema).optional(),
    businessPartners: z.array(searchPartnerSchema).optional(),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
export type SearchResults = SearchAnswer['ResponseData'];
