import { z } from "zod";

export const SEARCH_LIMIT = 8;

// GET /api/search: the text someone typed into the app shell's search box.
export const SearchQuery = z.object({
  q: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  matches: z.coerce.number().int().min(0).max(50).optional().describe("How many full-text matches to answer (default 8; the candidates page asks for 50; the shell's type-ahead 0, none)"),
});
export type SearchQuery = z.output<typeof SearchQuery>;
