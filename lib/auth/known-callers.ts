import type { Caller } from "@/lib/auth/caller";

// What a credential presented to this process resolved to the last time it was looked up. Only a
// guess to build a combined read's statement with, so the list and the credential check go in one
// round trip (docs/decisions/057, 312): the statement itself re-checks that the
// credential still resolves to exactly this caller, and a stale guess is forgotten. Bounded, oldest
// out first; holds key hashes and session ids, never a secret.
export type Credential = { kind: "api_key"; keyHash: string } | { kind: "session"; userId: string; sessionId: string };

const MAX_KNOWN = 10_000;
const known = new Map<string, Caller>();

function keyOf(credential: Credential): string {
  return credential.kind === "api_key" ? `k:${credential.keyHash}` : `s:${credential.sessionId}`;
}

export function rememberCaller(credential: Credential, caller: Caller): void {
  const key = keyOf(credential);
  known.delete(key);
  known.set(key, caller);
  if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!);
}

export function knownCaller(credential: Credential): Caller | undefined {
  return known.get(keyOf(credential));
}

export function forgetCaller(credential: Credential): void {
  known.delete(keyOf(credential));
}
