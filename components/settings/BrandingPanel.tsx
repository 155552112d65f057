"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import type { Organization } from "@/lib/ui/types";
import { useApi } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { SITE_PATH } from "@/lib/schemas/organization";
import { Panel } from "./Panel";

const COLOR = /^#[0-9A-Fa-f]{6}$/;
const DEFAULT_ACCENT = "#2753e0";

export function BrandingPanel() {
  const { data, error, reload, mutate } = useApi<{ organization: Organization }>("/api/orgs/me");
  return (
    <Panel title="Branding" description="Your logo and accent color on the public careers pages.">
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <BrandingForm key={`${data.organization.logoUrl}|${data.organization.accentColor}`} organization={data.organization} onSaved={(organization) => mutate(() => ({ organization }))} />
      ) : error ? null : (
        <div className="space-y-3" aria-busy="true" aria-label="Loading branding">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </Panel>
  );
}

function BrandingForm({ organization, onSaved }: { organization: Organization; onSaved: (organization: Organization) => void }) {
  const toast = useToast();
  const [logoUrl, setLogoUrl] = useState(organization.logoUrl ?? "");
  const [accent, setAccent] = useState(organization.accentColor ?? "");
  const form = useFormErrors({ logoUrl: "Logo URL", accentColor: "Accent color" });

  const previewAccent = COLOR.test(accent) ? accent : DEFAULT_ACCENT;
  const previewLogo = isHttpsUrl(logoUrl) || SITE_PATH.test(logoUrl) ? logoUrl : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const valid = form.check({
      logoUrl: logoUrl.trim() && !isHttpsUrl(logoUrl.trim()) && !SITE_PATH.test(logoUrl.trim()) ? "Use an https:// address of at most 2048 characters, or a path on this site like /logo.svg." : undefined,
      accentColor: accent.trim() && !COLOR.test(accent.trim()) ? "Use a color like #1A2B3C." : undefined,
    });
    if (!valid) return;
    await form.run(async () => {
      const result = await api<{ organization: Organization }>("PATCH", "/api/orgs/branding", {
        body: { logoUrl: logoUrl.trim() || null, accentColor: accent.trim() || null },
      });
      onSaved(result.organization);
      toast.show("Branding saved");
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form id={form.formId} onSubmit={submit} noValidate className="space-y-4">
        <Input label="Logo URL" type="url" placeholder="https://example.com/logo.svg" value={logoUrl} maxLength={2048} onChange={(e) => setLogoUrl(e.target.value)} error={form.errors.logoUrl} hint="An https:// image or a path on this site (/logo.svg); leave empty to show your name only" />
        <div className="flex items-end gap-3">
          <Input fieldClassName="flex-1" label="Accent color" placeholder="#2753E0" value={accent} maxLength={7} onChange={(e) => setAccent(e.target.value)} error={form.errors.accentColor} hint="Hex color like #1A2B3C; empty uses the default" />
          <label className="mb-6 flex flex-col items-center text-xs text-slate-600">
            <span className="sr-only">Pick accent color</span>
            <input type="color" value={previewAccent} onChange={(e) => setAccent(e.target.value)} className="h-10 w-12 cursor-pointer rounded border border-slate-300" />
          </label>
        </div>
        <ErrorMessage message={form.message} />
        <Button type="submit" loading={form.pending}>
          Save branding
        </Button>
      </form>
      <figure>
        <figcaption className="mb-2 text-sm font-medium text-slate-700">Live preview of your careers header</figcaption>
        <div className="overflow-hidden rounded-lg border border-slate-200" data-testid="branding-preview">
          <div className="flex items-center gap-3 px-5 py-4 text-white" style={{ backgroundColor: previewAccent }}>
            {previewLogo ? (
              <img src={previewLogo} alt={`${organization.name} logo`} className="h-9 w-auto max-w-[8rem] rounded bg-white object-contain p-1" />
            ) : null}
            <span className="text-lg font-semibold drop-shadow-sm">{organization.name} careers</span>
          </div>
          <div className="space-y-2 bg-white px-5 py-4">
            <p className="text-sm text-slate-700">Open positions</p>
            <p className="text-sm font-medium" style={{ color: previewAccent }}>
              Example job title →
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
