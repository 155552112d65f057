import { z } from "zod";

// An IANA time zone name the runtime's Intl knows ("Europe/Lisbon", "UTC"); Intl is the only tz
// database the product uses (docs/decisions/372).
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, "must be an IANA time zone such as Europe/Lisbon");

// A moment with an explicit offset or Z ("2026-12-01T09:00:00Z"), kept to the millisecond
export const Moment = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .refine((d) => !Number.isNaN(d.getTime()), "must be a time");
