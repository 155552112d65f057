"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Panel } from "@/components/settings/Panel";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { api, ApiError } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import type { offerOperations } from "@/lib/openapi/operations/offers";

const FIELDS = "{{candidate.name}}, {{job.title}}, {{org.name}}, {{offer.salary}}, {{offer.startDate}}, {{offer.expiresAt}}, {{offer.employmentType}}, {{offer.terms}}";

// The organization's offer letters (docs/decisions/394): add one, delete one.
export function OfferLettersPanel() {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.LetterSettings");
  const templates = useEndpoint<typeof offerOperations.listOfferLetterTemplates>("/api/offer-letter-templates");
  const [name, setName] = useState("");
  const [body, setBody] = useState("");
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setError(null);
    try {
      await api("POST", "/api/offer-letter-templates", { body: { name, body } });
      setName("");
      setBody("");
      templates.reload();
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      else setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  }

  async function remove(id: number) {
    try {
      await api("DELETE", `/api/offer-letter-templates/${id}`);
      templates.reload();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const list = templates.data?.templates ?? [];
  return (
    <Panel title={t("title")} description={t("description", { fields: FIELDS })}>
      <ErrorMessage message={templates.error ?? error} />
      {templates.data && list.length === 0 ? <p className="text-sm text-slate-600">{t("empty")}</p> : null}
      <ul className="divide-y divide-slate-100">
        {list.map((tpl) => (
          <li key={tpl.id} className="flex items-center justify-between gap-2 py-2">
            <span className="font-medium">{tpl.name}</span>
            <Button size="sm" variant="ghost" onClick={() => remove(tpl.id)}>
              {t("delete", { name: tpl.name })}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={create} className="mt-4 space-y-3" aria-label={t("create")}>
        <Input label={t("name")} required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <Textarea label={t("body")} required rows={8} value={body} onChange={(e) => setBody(e.target.value)} error={errors.body} />
        <Button type="submit" loading={saving}>
          {t("create")}
        </Button>
      </form>
    </Panel>
  );
}
