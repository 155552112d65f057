"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Textarea } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";

const MAX_MESSAGE = 5000;

// Product feedback from any screen: the message goes to /api/product-feedback with the page it was written on.
export function FeedbackWidget() {
  const t = useTranslations("Recruiter.FeedbackWidget.FeedbackWidget");
  const pathname = usePathname() ?? ""; // null only under the Pages Router, which never renders this
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const { pending: sending, error, setError, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(t("writeFirst"));
      return;
    }
    await run(async () => {
      const page = `${pathname}${window.location.search}`.slice(0, 500);
      await api("POST", "/api/product-feedback", { body: { message: text, page } });
      setOpen(false);
      setMessage("");
      toast.show(t("thanksYourFeedbackWasSent"));
    });
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          <path d="M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8l-4 4v-4a2 2 0 0 1-1-1.7z" />
        </svg>
        <span className="hidden sm:inline">{t("feedback")}</span>
        <span className="sr-only sm:hidden">{t("sendProductFeedback")}</span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("sendFeedback")}
        description={t("tellUsWhatWorksWhat")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" form="feedback-form" loading={sending}>
              {t("sendFeedback")}
            </Button>
          </>
        }
      >
        <form id="feedback-form" onSubmit={submit} noValidate className="space-y-3">
          <Textarea
            label={t("yourFeedback")}
            name="message"
            rows={5}
            required
            maxLength={MAX_MESSAGE}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            hint={t("hint", { length: message.length, max: MAX_MESSAGE, page: pathname })}
          />
          <ErrorMessage message={error} />
        </form>
      </Dialog>
    </>
  );
}
