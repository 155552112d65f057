import { z } from "zod";

export const SEARCH_LIMIT = 8;

// GET /api/search: the text someone typed into the app shell's search box.
export const SearchQuery = z.object({
  q: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
});
export type SearchQuery = z.output<typeof SearchQuery>;
