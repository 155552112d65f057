import type { Caller } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";

// Two-factor sign-in guards the browser's sign-in, so only a signed-in browser changes it: an API
// key (a script's, or one that leaked) can neither set a factor up, which would lock its member out,
// nor turn one off (docs/decisions/490).
export function assertSessionCaller(caller: Caller): void {
  if (caller.credential.kind !== "session") throw new Forbidden("Two-factor sign-in is changed from a signed-in browser, not with an API key");
}
