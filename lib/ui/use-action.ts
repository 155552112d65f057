"use client";

import { useCallback, useState } from "react";
import { useMessageOf } from "./use-message-of";

// One save/submit button's state: `run` marks it pending, clears the last error, awaits the action and
// keeps the error message for display next to the button. It resolves true when the action succeeded, so
// success-only work (reset a field, close a dialog) goes after `if (await run(...))` or inside the action.
// `setError` stays available for the screen's own validation messages.
export function useAction() {
  const messageOf = useMessageOf();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(messageOf(caught));
      return false;
    } finally {
      setPending(false);
    }
  }, [messageOf]);

  return { pending, error, setError, run };
}
