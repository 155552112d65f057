"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

// The job's address for applications by e-mail (docs/decisions/498), for the team to publish: shown
// whole (it can be selected), with a copy button whose outcome is announced to screen readers.
export function IntakeAddressSection({ jobId }: { jobId: number }) {
  const t = useTranslations("Recruiter.Jobs.IntakeAddressSection");
  const { data, error, reload } = useEndpoint<typeof jobOperations.getJobIntakeAddress>(`/api/jobs/${jobId}/intake-address`);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const intake = data?.intakeAddress;

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <section id="intake-address" aria-labelledby="intake-address-heading" className="mt-6 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="intake-address-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <div className="mt-3">
        <ErrorMessage message={error} onRetry={reload} />
        {intake ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <code data-testid="intake-address" className="block flex-1 overflow-x-auto rounded border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm">
                {intake.address}
              </code>
              <Button variant="secondary" size="sm" onClick={() => copy(intake.address)}>
                {copied === "yes" ? t("copied") : t("copy")}
              </Button>
            </div>
            <p aria-live="polite" className="mt-1 text-xs text-slate-600">
              {copied === "yes" ? t("copiedNotice") : copied === "failed" ? t("copyBlocked") : ""}
            </p>
            <p className="mt-2 text-sm text-slate-600">{intake.acceptsApplications ? t("open") : t("notOpen")}</p>
          </>
        ) : error ? null : (
          <div aria-busy="true" aria-label={t("loading")}>
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </div>
    </section>
  );
}
