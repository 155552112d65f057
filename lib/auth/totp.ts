import { randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { hashSecret } from "@/lib/auth/api-keys";
import { nowMs } from "@/lib/clock";
import { decryptSecret, encryptSecret } from "@/lib/server/webhooks/secret-box";

// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads) through otplib.
export const PRODUCT_NAME = "Hiring";
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const PURPOSE = "hiring-totp-secrets" as const;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: PRODUCT_NAME, label: email, secret });
}

export function sealTotpSecret(secret: string): string {
  return encryptSecret(secret, PURPOSE);
}

export function openTotpSecret(sealed: string): string {
  return decryptSecret(sealed, PURPOSE);
}

// The time step a code matches, one step either side of now (a phone's clock a little off), or null.
// A step at or before `afterStep` (the last one accepted) is refused: a code counts once.
export async function matchingStep(secret: string, code: string, afterStep: bigint | null): Promise<number | null> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: Number(afterStep) }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

// Ten codes of 10 base32 characters (50 bits) each, shown as xxxxx-xxxxx; stored as SHA-256 hashes
// like API keys: random enough that a fast hash is as good as a slow one.
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

// What a person types, dashes and case aside, hashed as stored.
export function recoveryCodeHash(code: string): string {
  return hashSecret(code.trim().toLowerCase().replace(/[\s-]/g, ""));
}

// A typed second factor: six digits are an authenticator code, anything else a recovery code.
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ""));
}
