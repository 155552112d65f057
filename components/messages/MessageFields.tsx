"use client";

import { Input, Textarea } from "@/components/ui/Input";
import { placeholderHint, type Draft, type DraftErrors, type DraftField } from "./message-draft";
import { TemplatePicker } from "./TemplatePicker";
import { useTranslations } from "next-intl";

// A template to start from, subject, text and "send later" of a message, with each field's error. A
// change clears its error (a template both subject's and body's).
export function MessageFields({ draft, errors, onChange }: { draft: Draft; errors: DraftErrors; onChange: (next: Draft, cleared?: DraftField[]) => void }) {
  const t = useTranslations("Recruiter.Messages.MessageFields");
  const tr = useTranslations("Recruiter");
  return (
    <>
      <TemplatePicker current={draft} onPick={(wording) => onChange({ ...draft, ...wording }, ["subject", "body"])} />
      <Input label={t("subject")} value={draft.subject} maxLength={300} onChange={(e) => onChange({ ...draft, subject: e.target.value }, ["subject"])} error={errors.subject} />
      <Textarea label={t("message")} rows={6} value={draft.body} hint={placeholderHint(tr)} onChange={(e) => onChange({ ...draft, body: e.target.value }, ["body"])} error={errors.body} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={draft.later} onChange={(e) => onChange({ ...draft, later: e.target.checked }, ["sendAt"])} className="h-4 w-4 rounded border-slate-400" />
          {t("sendLater")}
        </label>
        {draft.later ? <Input label={t("sendAt")} type="datetime-local" value={draft.sendAt} onChange={(e) => onChange({ ...draft, sendAt: e.target.value }, ["sendAt"])} error={errors.sendAt} /> : null}
      </div>
    </>
  );
}
