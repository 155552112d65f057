import { useSyncExternalStore } from "react";

const never = () => () => {};

// False in the server's HTML and during hydration, true once React handles events. A form whose
// submit is handled in JavaScript keeps its button disabled until then: a click on the bare HTML
// would submit natively, and a GET submission puts every field, a password included, in the address.
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
