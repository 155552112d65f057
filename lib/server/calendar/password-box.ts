import { decryptSecret, encryptSecret } from "@/lib/server/webhooks/secret-box";

// Calendar passwords are replayed to the member's server, so they are encrypted, not hashed: the
// webhook secrets' box under its own label (docs/decisions/381).
export function sealPassword(password: string): string {
  return encryptSecret(password, "hiring-calendar-passwords");
}

// Throws when the key changed since the password was stored; the calendar then reads as unavailable.
export function openPassword(stored: string): string {
  return decryptSecret(stored, "hiring-calendar-passwords");
}
