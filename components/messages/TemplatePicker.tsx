"use client";

import type { z } from "zod";
import { Select } from "@/components/ui/Select";
import type { MessageTemplatesResponse } from "@/lib/schemas/responses/message-template";
import { useApi } from "@/lib/ui/use-api";

type Wording = { subject: string; body: string };

// "Start from a template" (decision 405): choosing one puts its subject and body into the form,
// where they stay editable; the choice shows while the form still says what the template says. Not
// shown while the organization has none, or cannot be loaded.
export function TemplatePicker({ current, onPick }: { current: Wording; onPick: (wording: Wording) => void }) {
  const { data } = useApi<z.infer<typeof MessageTemplatesResponse>>("/api/message-templates");
  if (!data || data.templates.length === 0) return null;
  const chosen = data.templates.find((t) => t.subject === current.subject && t.body === current.body);
  return (
    <Select
      label="Start from a template"
      hint="Fills in the subject and message; you can change them before sending."
      placeholder="Choose a template…"
      value={chosen ? String(chosen.id) : ""}
      options={data.templates.map((t) => ({ value: String(t.id), label: t.name }))}
      onChange={(e) => {
        const template = data.templates.find((t) => String(t.id) === e.target.value);
        if (template) onPick({ subject: template.subject, body: template.body });
      }}
    />
  );
}
