"use client";
import { Select } from "@/components/ui/Select";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { messageTemplateOperations } from "@/lib/openapi/operations/message-templates";

type Wording = { subject: string; body: string };

// "Start from a template" (decision 405): choosing one puts its subject and body into the form,
// where they stay editable; the choice shows while the form still says what the template says. Not
// shown while the organization has none, or cannot be loaded.
export function TemplatePicker({ current, onPick }: { current: Wording; onPick: (wording: Wording) => void }) {
  const t = useTranslations("Recruiter.Messages.TemplatePicker");
  const { data } = useEndpoint<typeof messageTemplateOperations.listMessageTemplates>("/api/message-templates");
  if (!data || data.templates.length === 0) return null;
  const chosen = data.templates.find((template) => template.subject === current.subject && template.body === current.body);
  return (
    <Select
      label={t("label")}
      hint={t("hint")}
      placeholder={t("placeholder")}
      value={chosen ? String(chosen.id) : ""}
      options={data.templates.map((template) => ({ value: String(template.id), label: template.name }))}
      onChange={(e) => {
        const template = data.templates.find((template) => String(template.id) === e.target.value);
        if (template) onPick({ subject: template.subject, body: template.body });
      }}
    />
  );
}
