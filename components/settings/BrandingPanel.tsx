"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import type { Organization } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { SITE_PATH } from "@/lib/schemas/organization";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

const COLOR = /^#[0-9A-Fa-f]{6}$/;
const DEFAULT_ACCENT = "#2753e0";

export function BrandingPanel() {
  const t = useTranslations("Recruiter.Settings.BrandingPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  return (
    <Panel title={t("branding")} description={t("yourLogoAndAccentColor")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <BrandingForm key={`${data.organization.logoUrl}|${data.organization.accentColor}`} organization={data.organization} onSaved={(organization) => mutate(() => ({ organization }))} />
      ) : error ? null : (
        <div className="space-y-3" aria-busy="true" aria-label={t("loadingBranding")}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </Panel>
  );
}

function BrandingForm({ organization, onSaved }: { organization: Organization; onSaved: (organization: Organization) => void }) {
  const t = useTranslations("Recruiter.Settings.BrandingPanel");
  const toast = useToast();
  const [logoUrl, setLogoUrl] = useState(organization.logoUrl ?? "");
  const [accent, setAccent] = useState(organization.accentColor ?? "");
  const form = useFormErrors({ logoUrl: t("logoUrlLabel"), accentColor: t("accentColorLabel") });

  const previewAccent = COLOR.test(accent) ? accent : DEFAULT_ACCENT;
  const previewLogo = isHttpsUrl(logoUrl) || SITE_PATH.test(logoUrl) ? logoUrl : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const valid = form.check({
      logoUrl: logoUrl.trim() && !isHttpsUrl(logoUrl.trim()) && !SITE_PATH.test(logoUrl.trim()) ? t("logoUrlInvalid") : undefined,
      accentColor: accent.trim() && !COLOR.test(accent.trim()) ? t("accentInvalid") : undefined,
    });
    if (!valid) return;
    await form.run(async () => {
      const result = await call<typeof organizationOperations.updateBranding>("PATCH", "/api/orgs/branding", {
        body: { logoUrl: logoUrl.trim() || null, accentColor: accent.trim() || null },
      });
      onSaved(result.organization);
      toast.show(t("brandingSaved"));
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form id={form.formId} onSubmit={submit} noValidate className="space-y-4">
        <Input label={t("logoUrl")} type="url" placeholder={t("httpsExampleComLogoSvg")} value={logoUrl} maxLength={2048} onChange={(e) => setLogoUrl(e.target.value)} error={form.errors.logoUrl} hint={t("anHttpsImageOrA")} />
        <div className="flex items-end gap-3">
          <Input fieldClassName="flex-1" label={t("accentColor")} placeholder={t("n2753e0")} value={accent} maxLength={7} onChange={(e) => setAccent(e.target.value)} error={form.errors.accentColor} hint={t("hexColorLike1a2b3cEmpty")} />
          <label className="mb-6 flex flex-col items-center text-xs text-slate-600">
            <span className="sr-only">{t("pickAccentColor")}</span>
            <input type="color" value={previewAccent} onChange={(e) => setAccent(e.target.value)} className="h-10 w-12 cursor-pointer rounded border border-slate-300" />
          </label>
        </div>
        <ErrorMessage message={form.message} />
        <Button type="submit" loading={form.pending}>
          {t("saveBranding")}
        </Button>
      </form>
      <figure>
        <figcaption className="mb-2 text-sm font-medium text-slate-700">{t("livePreviewOfYourCareers")}</figcaption>
        <div className="overflow-hidden rounded-lg border border-slate-200" data-testid="branding-preview">
          <div className="flex items-center gap-3 px-5 py-4 text-white" style={{ backgroundColor: previewAccent }}>
            {previewLogo ? (
              <img src={previewLogo} alt={t("logoAlt", { organization: organization.name })} className="h-9 w-auto max-w-[8rem] rounded bg-white object-contain p-1" />
            ) : null}
            <span className="text-lg font-semibold drop-shadow-sm">{t("careers", { organization: organization.name })}</span>
          </div>
          <div className="space-y-2 bg-white px-5 py-4">
            <p className="text-sm text-slate-700">{t("openPositions")}</p>
            <p className="text-sm font-medium" style={{ color: previewAccent }}>
              {t("exampleJobTitle")}
            </p>
          </div>
        </div>
      </figure>
    </div>
  );
}

function isHttpsUrl(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
