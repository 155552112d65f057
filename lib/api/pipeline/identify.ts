import { answerAsKnownCaller, authenticateCredential, readCredential, type Authenticated } from "@/lib/auth/authenticate";
import type { Caller } from "@/lib/auth/caller";
import { retryReadOnLostConnection } from "@/lib/db/database-errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// Step 1, identify: who is calling. The credential a request presents (a Bearer API key, else the
// next-auth session cookie) is checked for form without the database (401), then one statement
// looks it up and counts it against its rate limit (lib/auth/authenticate.ts). A read whose
// statement lost its connection asks again: a statement cut off did not complete, so nothing was
// counted and the second try counts the request once.
//
// A read route marked `combined` (the audit log, the board) passes `readAs`: when this process
// has seen the credential before, its body is built for that caller inside the same statement,
// which checks that the credential still resolves to exactly that caller. One round trip instead
// of two was worth 19 % (median of four pairs) of the audit log's requests per second on the bench
// (docs/decisions/312); `body` is then set (null: nothing found). Otherwise, or when the guess is
// stale, the credential is looked up on its own and `body` is left out.
export type Identified = Authenticated & { body?: string | null };

export async function identify(request: Request, readAs?: (guess: Caller) => Promise<Prisma.Sql | null>): Promise<Identified> {
  const credential = await readCredential(request);
  if (readAs) {
    const answered = await retryReadOnLostConnection(request.method, () => answerAsKnownCaller(credential, readAs));
    if (answered) return answered;
  }
  return retryReadOnLostConnection(request.method, () => authenticateCredential(credential));
}
