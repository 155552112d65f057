"use client";

import Link from "@/components/ui/Link";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { UpdateSlugBody } from "@/lib/schemas/organization";
import { call } from "@/lib/ui/api";
import type { Organization } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { useOrigin } from "@/lib/ui/use-origin";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

export function SlugPanel() {
  const t = useTranslations("Recruiter.Settings.SlugPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  return (
    <Panel title={t("careersAddress")} description={t("theSlugInThePublic")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <SlugForm key={data.organization.slug} organization={data.organization} onSaved={(organization) => mutate(() => ({ organization }))} />
      ) : error ? null : (
        <Skeleton className="h-10 w-full" />
      )}
    </Panel>
  );
}

function SlugForm({ organization, onSaved }: { organization: Organization; onSaved: (organization: Organization) => void }) {
  const t = useTranslations("Recruiter.Settings.SlugPanel");
  const toast = useToast();
  const [slug, setSlug] = useState(organization.slug);
  const form = useFormErrors({ slug: t("slugLabel") }, { conflict: "slug" });
  const origin = useOrigin();
  const candidate = slug.trim();
  // the preview shows only an address that could exist: never one the API would refuse
  const preview = candidate !== organization.slug ? UpdateSlugBody.safeParse({ slug: candidate }) : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = UpdateSlugBody.safeParse({ slug: slug.trim() });
    if (!form.check({ slug: parsed.success ? undefined : t("slugProblem", { problem: parsed.error.issues[0]?.message ?? t("notValid") }) }) || !parsed.success) return;
    await form.run(async () => {
      const result = await call<typeof organizationOperations.updateSlug>("PATCH", "/api/orgs/slug", { body: parsed.data });
      onSaved(result.organization);
      toast.show(t("careersAddressSaved"));
    });
  }

  return (
    <form id={form.formId} onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <Input
        label={t("slug")}
        value={slug}
        maxLength={48}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => setSlug(e.target.value.toLowerCase())}
        error={form.errors.slug}
        hint={t("n348CharactersAZ")}
      />
      <p className="text-sm text-slate-700">
        {t.rich("publicUrl", {
          url: `${origin}/careers/${organization.slug}`,
          link: (chunks) => (
            <Link href={`/careers/${organization.slug}`} className="break-all font-medium text-brand-700 underline hover:no-underline" data-testid="public-url">
              {chunks}
            </Link>
          ),
        })}
        {preview?.success ? (
          <span className="block text-xs text-slate-600" data-testid="slug-preview">
            {t("afterSaving", { url: `${origin}/careers/${preview.data.slug}` })}
          </span>
        ) : null}
        {preview && !preview.success ? (
          <span className="block text-xs text-slate-600" data-testid="slug-preview-pending">
            {candidate === "" ? t("enterASlugToSee") : t("theNewAddressShowsHere")}
          </span>
        ) : null}
      </p>
      <ErrorMessage message={form.message} />
      <Button type="submit" loading={form.pending} disabled={slug.trim() === organization.slug}>
        {t("saveAddress")}
      </Button>
    </form>
  );
}
