import { z } from "zod";

// The optional fields of a person someone brings to the team (a referral, an agency's submission):
// blank means not given, as a form sends it.
const PHONE_MAX = 50;
const NOTE_MAX = 2000;
const blankIsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const OptionalPhone = z
  .preprocess(
    blankIsNull,
    z
      .string()
      .trim()
      .max(PHONE_MAX, `must be at most ${PHONE_MAX} characters`)
      .regex(/^[+0-9 ()./-]{3,}$/, "may use digits, spaces and + ( ) . / -")
      .nullable()
      .optional(),
  )
  .transform((v) => v ?? null)
  .meta({ type: ["string", "null"], description: "Optional" });

export const OptionalNote = z
  .preprocess(blankIsNull, z.string().trim().max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`).nullable().optional())
  .transform((v) => v ?? null)
  .meta({ type: ["string", "null"], description: "Optional: what the team should know" });
