"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { messageOf } from "@/lib/ui/api";
import { checkDraft, clearErrors, draftErrorsOf, EMPTY_DRAFT, type Draft, type DraftErrors, type DraftField } from "./message-draft";

// A message being written and sent, for the candidate page's form and the board's dialog: the
// draft, each field's error, a failure without a field, and whether it is on its way. `submit`
// checks the draft (and any `extra` problems, the attachments') before `deliver` runs; a 400's
// details go back to their fields. Answers whether it was sent.
export function useDraftSend() {
  const t = useTranslations("Recruiter");
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(deliver: () => Promise<void>, extra: DraftErrors = {}): Promise<boolean> {
    const found = { ...checkDraft(draft, t), ...extra };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return false;
    setPending(true);
    try {
      await deliver();
      return true;
    } catch (caught) {
      const fields = draftErrorsOf(caught, t);
      if (fields) setErrors(fields);
      else setFailure(messageOf(caught, t));
      return false;
    } finally {
      setPending(false);
    }
  }

  // a field changed: its error goes
  function change(next: Draft, cleared?: DraftField[]) {
    setDraft(next);
    setErrors((current) => clearErrors(current, cleared));
  }

  return { draft, setDraft, errors, setErrors, failure, pending, submit, change };
}
