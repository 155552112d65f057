import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// An offer link's token, derived from the offer and the moment it was sent under the server's
// secret (as interviews' manage links are), so the candidate's page can show the very link the
// offer mail carried while only its hash is stored; sending again makes a new one (docs/decisions/493).
export function offerToken(offerId: number, sentAt: Date): string {
  return createHmac("sha256", authSecret()).update(`offer-link:${offerId}:${sentAt.getTime()}`).digest("base64url");
}
