"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { LOCALES, LOCALE_NAMES, offeredLocales, type Locale } from "@/lib/i18n/locales";
import { call } from "@/lib/ui/api";
import type { Organization } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Panel } from "./Panel";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

// Which languages the careers pages offer, and the one a visitor asking for another gets
// (docs/decisions/460): saved as a list with that one first.
export function CareersLanguagesPanel() {
  const t = useTranslations("Recruiter.Settings.CareersLanguagesPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <LanguagesForm key={data.organization.careersLanguages.join(",")} organization={data.organization} onSaved={(organization) => mutate(() => ({ organization }))} />
      ) : error ? null : (
        <Skeleton className="h-24 w-full" />
      )}
    </Panel>
  );
}

function LanguagesForm({ organization, onSaved }: { organization: Organization; onSaved: (organization: Organization) => void }) {
  const t = useTranslations("Recruiter.Settings.CareersLanguagesPanel");
  const messageOf = useMessageOf();
  const toast = useToast();
  const saved = offeredLocales(organization.careersLanguages);
  const [offered, setOffered] = useState<Locale[]>(saved);
  const [first, setFirst] = useState<Locale>(saved[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function toggle(locale: Locale, on: boolean) {
    const next = on ? LOCALES.filter((l) => l === locale || offered.includes(l)) : offered.filter((l) => l !== locale);
    setOffered(next);
    if (!next.includes(first) && next.length > 0) setFirst(next[0]);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (offered.length === 0) return setProblem(t("chooseOne"));
    setBusy(true);
    setProblem(null);
    try {
      const careersLanguages = [first, ...offered.filter((l) => l !== first)];
      const result = await call<typeof organizationOperations.updateBranding>("PATCH", "/api/orgs/branding", { body: { careersLanguages } });
      onSaved(result.organization);
      toast.show(t("saved"));
    } catch (cause) {
      setProblem(cause instanceof Error ? messageOf(cause) : t("couldNotSave"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-xl space-y-4" aria-label={t("title")}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("offered")}</legend>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {LOCALES.map((locale) => (
            <li key={locale} className="flex items-center gap-2">
              <input id={`careers-language-${locale}`} type="checkbox" className="h-4 w-4" checked={offered.includes(locale)} onChange={(event) => toggle(locale, event.target.checked)} />
              <label htmlFor={`careers-language-${locale}`} lang={locale} className="text-sm text-slate-800">
                {LOCALE_NAMES[locale]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Select
        label={t("fallback")}
        hint={t("fallbackHint")}
        value={first}
        onChange={(event) => setFirst(event.target.value as Locale)}
        options={offered.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        fieldClassName="max-w-xs"
      />
      <ErrorMessage message={problem} />
      <Button type="submit" disabled={busy}>
        {t("save")}
      </Button>
    </form>
  );
}
