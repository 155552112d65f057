"use client";

import { useId } from "react";
import { MessageFields } from "@/components/messages/MessageFields";
import { draftMessage } from "@/components/messages/message-draft";
import { useDraftSend } from "@/components/messages/use-draft-send";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useTranslations } from "next-intl";

type Message = ReturnType<typeof draftMessage>;

// Write to the candidates of the selected cards (decision 403): one message each, about its
// application, the placeholders filled in per person. A mail cannot be recalled, so no Undo.
export function BulkMessageDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (message: Message) => Promise<void>; onClose: () => void }) {
  const t = useTranslations("Recruiter.Board.BulkMessageDialog");
  const formId = useId();
  const { draft, errors, failure, pending, submit, change } = useDraftSend();

  function send(event: React.FormEvent) {
    event.preventDefault();
    void submit(() => onConfirm(draftMessage(draft)));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title", { count })}
      description={t("eachPersonGetsTheirOwn")}
      footer={<DialogFooter formId={formId} submit={draft.later ? t("schedule") : t("send")} pending={pending} onClose={onClose} />}
    >
      <form id={formId} noValidate onSubmit={send} className="space-y-3">
        <MessageFields draft={draft} errors={errors} onChange={change} />
        <ErrorMessage message={failure} />
      </form>
    </Dialog>
  );
}
