"use client";

import { useId, useState } from "react";
import { MessageFields } from "@/components/messages/MessageFields";
import { checkDraft, clearErrors, draftErrorsOf, draftMessage, EMPTY_DRAFT, type DraftErrors } from "@/components/messages/message-draft";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { messageOf } from "@/lib/ui/api";

type Message = ReturnType<typeof draftMessage>;

// Write to the candidates of the selected cards (decision 403): one message each, about its
// application, the placeholders filled in per person. A mail cannot be recalled, so no Undo.
export function BulkMessageDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (message: Message) => Promise<void>; onClose: () => void }) {
  const formId = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const who = `${count} ${count === 1 ? "candidate" : "candidates"}`;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onConfirm(draftMessage(draft));
    } catch (caught) {
      const fields = draftErrorsOf(caught);
      if (fields) setErrors(fields);
      else setFailure(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Write to ${who}`}
      description="Each person gets their own e-mail about their application; their replies come back to their page. A sent message cannot be recalled."
      footer={<DialogFooter formId={formId} submit={draft.later ? "Schedule" : "Send"} pending={pending} onClose={onClose} />}
    >
      <form id={formId} noValidate onSubmit={send} className="space-y-3">
        <MessageFields
          draft={draft}
          errors={errors}
          onChange={(next, cleared) => {
            setDraft(next);
            setErrors((current) => clearErrors(current, cleared));
          }}
        />
        <ErrorMessage message={failure} />
      </form>
    </Dialog>
  );
}
