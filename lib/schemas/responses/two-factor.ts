import { z } from "zod";
import { Timestamp } from "./common";

export const TotpEnrolmentResponse = z.object({
  secret: z.string().describe("The new secret in base32, for typing into an authenticator app"),
  otpauthUrl: z.string().describe("otpauth://totp/ URL with the secret, issuer and your e-mail, for a QR code"),
});

export const RecoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()).length(10).describe("Ten one-time recovery codes; shown this once, stored only hashed"),
});

export const UserSession = z.object({
  id: z.string(),
  device: z.string().describe("Browser and system in words, from the User-Agent (\"Firefox on Windows\")"),
  userAgent: z.string().nullable(),
  clientAddress: z.string().nullable().describe("The client's address as the front door resolved it; null when unknown"),
  signInMethod: z.enum(["password", "sso"]),
  createdAt: Timestamp,
  lastSeenAt: Timestamp.describe("Stamped at most once a minute"),
  expiresAt: Timestamp,
  current: z.boolean().describe("The session this request came with"),
});

export const UserSessionsResponse = z.object({ sessions: z.array(UserSession) });

export const SignedOutEverywhereResponse = z.object({ ended: z.int().min(0).describe("How many open sessions were ended") });
