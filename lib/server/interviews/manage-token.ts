import { createHmac } from "node:crypto";
import { hashSecret } from "@/lib/auth/api-keys";
import { authSecret } from "@/lib/auth/secret";

// The candidate moves or cancels their interview themselves until this long before it starts;
// after that they reply to the invitation (docs/decisions/411)
export const MANAGE_CUT_OFF_HOURS = 24;

// The candidate's link's token: derived from the interview's uid under the server's secret, so
// every invitation can carry it while only its hash is stored, and nobody without the secret can
// make one from a uid (which every invitation shows).
export function manageToken(uid: string): string {
  return createHmac("sha256", authSecret()).update(`interview-manage:${uid}`).digest("base64url");
}

export function manageTokenHash(uid: string): string {
  return hashSecret(manageToken(uid));
}
