"use client";

import { useState } from "react";
import type { z } from "zod";
import { noPlaceholder, placeholderHint } from "@/components/messages/message-draft";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { unknownPlaceholders } from "@/lib/mail/placeholders";
import type { MessageTemplate } from "@/lib/schemas/responses/message-template";
import { api, ApiError, messageOf } from "@/lib/ui/api";
import { plainFieldMessage } from "@/lib/ui/plain-errors";
import { useTranslations } from "next-intl";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";

type Template = z.infer<typeof MessageTemplate>;
type Field = "name" | "subject" | "body";
type Errors = Partial<Record<Field, string>>;

// What the browser can tell before saving (the API checks the same).
function check(values: Record<Field, string>, t: RecruiterT): Errors {
  const found: Errors = {};
  if (!values.name.trim()) found.name = t("Settings.MessageTemplateForm.nameMissing");
  else if (values.name.trim().length > 80) found.name = t("Settings.MessageTemplateForm.nameTooLong", { length: values.name.trim().length });
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(values[field]);
    if (unknown.length > 0) found[field] = noPlaceholder(t, unknown[0]);
  }
  if (!values.subject.trim()) found.subject = t("Messages.Draft.subjectMissing");
  if (!values.body.trim()) found.body = t("Settings.MessageTemplateForm.bodyMissing");
  return found;
}

// Create a template (template null) or change one; a name taken is said at the name.
export function MessageTemplateForm({ template, onCancel, onSaved }: { template: Template | null; onCancel: () => void; onSaved: () => void }) {
  const t = useTranslations("Recruiter.Settings.MessageTemplateForm");
  const tr = useTranslations("Recruiter");
  const labels: Record<Field, string> = { name: t("name"), subject: t("subject"), body: t("message") };
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ name: template?.name ?? "", subject: template?.subject ?? "", body: template?.body ?? "" });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found = check(values, tr);
    setErrors(found);
    setFailure(null);
    const first = (["name", "subject", "body"] as const).find((f) => found[f]);
    if (first) return document.getElementById(`template-${first}`)?.focus();
    setPending(true);
    try {
      if (template) await api("PATCH", `/api/message-templates/${template.id}`, { body: values });
      else await api("POST", "/api/message-templates", { body: values });
      toast.show(template ? t("templateSaved") : t("templateCreated"));
      onSaved();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) setErrors({ name: t("nameTaken") });
      else if (caught instanceof ApiError && caught.details.length > 0) {
        const fields: Errors = {};
        for (const d of caught.details) if (d.path in labels) fields[d.path as Field] ??= plainFieldMessage(tr, labels[d.path as Field], d.message);
        setErrors(fields);
      } else setFailure(messageOf(caught, tr));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={template ? t("editLabel", { name: template.name }) : t("newTemplate")}>
      <Input id="template-name" label={t("name")} value={values.name} maxLength={100} onChange={(e) => change("name", e.target.value)} error={errors.name} hint={t("forExamplePhoneScreenInvite")} />
      <Input id="template-subject" label={t("subject")} value={values.subject} maxLength={300} onChange={(e) => change("subject", e.target.value)} error={errors.subject} />
      <Textarea id="template-body" label={t("message")} rows={8} value={values.body} hint={placeholderHint(tr)} onChange={(e) => change("body", e.target.value)} error={errors.body} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {template ? t("saveTemplate") : t("createTemplate")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
      <ErrorMessage message={failure} />
    </form>
  );
}
