import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { env } from "@/lib/env";

// Webhook signing secrets must be usable to sign, so they are kept encrypted rather than hashed:
// AES-256-GCM under a key derived (HKDF-SHA256) from WEBHOOK_SECRET_KEY, else NEXTAUTH_SECRET
// (docs/decisions/143). Stored as "v1.<iv>.<tag>.<ciphertext>", base64url parts. Other secrets the
// product must replay (members' calendar passwords, decision 381) use the same box under their own
// HKDF label, so a ciphertext of one purpose never opens as another's.

const VERSION = "v1";

export type SecretPurpose = "hiring-webhook-secrets" | "hiring-calendar-passwords" | "hiring-slack-tokens" | "hiring-bamboohr-keys" | "hiring-teams-urls" | "hiring-totp-secrets" | "hiring-sso-client-secrets" | "hiring-sso-sign-ins";

function key(purpose: SecretPurpose): Buffer {
  const material = env().WEBHOOK_SECRET_KEY ?? authSecret();
  return Buffer.from(hkdfSync("sha256", material, purpose, VERSION, 32));
}

// A Standard Webhooks secret: "whsec_" and 32 random bytes in base64.
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export function encryptSecret(secret: string, purpose: SecretPurpose = "hiring-webhook-secrets"): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

// Throws when the key changed since the secret was stored (the delivery then fails and says so).
export function decryptSecret(stored: string, purpose: SecretPurpose = "hiring-webhook-secrets"): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error("Unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", key(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
