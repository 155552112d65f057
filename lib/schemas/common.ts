import { z } from "zod";

// Database ids are 32-bit; larger positive integers are valid input that simply matches nothing.
export const MAX_DB_ID = 2_147_483_647;

// A positive integer id from the path: digits only, no sign, no leading zero, within 2^53.
export const IdString = z
  .string()
  .regex(/^[1-9]\d*$/, "must be a positive integer")
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, "is too large"));

export const IdParams = z.object({ id: IdString });
export type IdParams = z.output<typeof IdParams>;

export const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export function isStorableId(id: number): boolean {
  return id <= MAX_DB_ID;
}

export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const Email = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .regex(EMAIL_PATTERN, "must be a valid e-mail address")
  .transform((e) => e.toLowerCase());

export const Name = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

export const HttpsUrl = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .url("must be a URL")
  .refine((u) => u.startsWith("https://"), "must start with https://");

export const Slug = z
  .string()
  .min(3, "must be at least 3 characters")
  .max(48, "must be at most 48 characters")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "may use a-z, 0-9 and single hyphens, not at the start or end");
