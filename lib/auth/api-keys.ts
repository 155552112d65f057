import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const API_KEY_PATTERN = /^hk_[0-9A-Za-z]{32,128}$/;
export const KEY_PREFIX_LENGTH = 10;

// 40 base62 characters (~238 bits), drawn without modulo bias.
export function generateApiKey(): string {
  let body = "";
  while (body.length < 40) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && body.length < 40) body += BASE62[byte % 62];
    }
  }
  return `hk_${body}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function keyPrefixOf(key: string): string {
  return key.slice(0, KEY_PREFIX_LENGTH);
}

export function hashesMatch(expectedHex: string, actualHex: string): boolean {
  const a = Buffer.from(expectedHex, "hex");
  const b = Buffer.from(actualHex, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

// Single-use links (invitations, withdrawals) use the same scheme: random token out, hash stored.
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}
