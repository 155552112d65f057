import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const wholeNumber = z
  .string()
  .regex(/^\d+$/, "must be a whole number of 0 or more")
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, "is too large"));

const positiveNumber = z
  .string()
  .regex(/^[1-9]\d*$/, "must be a whole number of 1 or more")
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, "is too large"));

// `limit` above the maximum is clamped, not refused; `limit=0` is refused (OpenAPI document, Formats).
export const PageQuery = z.object({
  limit: positiveNumber.default(DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  offset: wholeNumber.default(0),
});
export type PageQuery = z.output<typeof PageQuery>;

export type Page = { limit: number; offset: number; total: number };

export function page(query: PageQuery, total: number): Page {
  return { limit: query.limit, offset: query.offset, total };
}
