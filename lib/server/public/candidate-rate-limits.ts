import { hashSecret } from "@/lib/auth/api-keys";
import { env } from "@/lib/env";
import type { Bucket } from "@/lib/rate-limit";

const HOUR = 3600;

// Apply, withdraw and asking for application links (OpenAPI document, Rate limits): per client address and e-mail, and per client address,
// counted per action. The e-mail is hashed so the counter table holds no addresses.
export function candidateRateLimits(action: "apply" | "withdraw" | "application-links", address: string, email: string): Bucket[] {
  const settings = env();
  return [
    {
      key: `${action}:address-email:${address}:${hashSecret(email).slice(0, 32)}`,
      limit: settings.RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR,
      windowSeconds: HOUR,
    },
    { key: `${action}:address:${address}`, limit: settings.RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
  ];
}

// The apply form's résumé prefill (OpenAPI document, Rate limits): per client address, counted
// apart from apply, with apply's per-address limit. No e-mail is known yet.
export function prefillRateLimits(address: string): Bucket[] {
  return [{ key: `resume-prefill:address:${address}`, limit: env().RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR }];
}
