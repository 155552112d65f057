"use client";

import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { formErrorsFrom, type FieldErrors, type FormErrorOptions } from "./plain-errors";

// A settings form's save: checks made before sending and the API's refusal both end up at the
// fields they concern (aria-invalid and the message under the field, wired by Input), the first of
// them focused; only what concerns no field shows next to the button (docs/decisions/294).
export function useFormErrors<F extends string>(fields: Record<F, string>, options: FormErrorOptions<NoInfer<F>> = {}) {
  // the form's id (no ref: the hook's result is read during render), for focusing its first invalid field
  const formId = useId();
  const t = useTranslations("Recruiter");
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTurn, setFocusTurn] = useState(0);

  useEffect(() => {
    if (focusTurn > 0) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn, formId]);

  function show(found: FieldErrors<F>, text: string | null): boolean {
    const hasField = Object.values(found).some(Boolean);
    setErrors(found);
    setMessage(text);
    if (hasField) setFocusTurn((turn) => turn + 1);
    return !hasField && !text;
  }

  return {
    formId,
    errors,
    message,
    pending,
    // the form's own checks before sending; true when nothing was found
    check: (found: FieldErrors<F>) => show(found, null),
    // sends; true when the action succeeded, else its errors show where they belong
    run: async (action: () => Promise<unknown>): Promise<boolean> => {
      setPending(true);
      show({}, null);
      try {
        await action();
        return true;
      } catch (error) {
        const found = formErrorsFrom(t, error, fields, options);
        show(found.fields, found.message);
        return false;
      } finally {
        setPending(false);
      }
    },
  };
}
