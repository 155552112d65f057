"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import type { Job } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { applicationOperations } from "@/lib/openapi/operations/applications";

// Admins and recruiters delete a job nobody applied to; one with applications is closed instead,
// so their history stays (docs/decisions/165). The dialog knows which before anyone clicks.
export function DeleteJobSection({ job, onClosed }: { job: Job; onClosed: () => void }) {
  const t = useTranslations("Recruiter.Jobs.DeleteJobSection");
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-job-heading" className="mt-8 rounded-xl border border-red-200 bg-white p-5">
      <h2 id="delete-job-heading" className="text-base font-semibold text-slate-900">
        {t("deleteThisJob")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("onlyAJobNobodyHas")}</p>
      <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
        {t("deleteJob")}
      </Button>
      {open ? <DeleteJobDialog job={job} onClose={() => setOpen(false)} onClosed={onClosed} /> : null}
    </section>
  );
}

function DeleteJobDialog({ job, onClose, onClosed }: { job: Job; onClose: () => void; onClosed: () => void }) {
  const t = useTranslations("Recruiter.Jobs.DeleteJobSection");
  const router = useRouter();
  const toast = useToast();
  const { pending, error, run } = useAction();
  // one row is enough: page.total counts every application of the job
  const list = useEndpoint<typeof applicationOperations.listJobApplications>(`/api/jobs/${job.id}/applications`, { limit: 1 });
  const total = list.data?.page.total;

  const remove = () =>
    run(async () => {
      await api("DELETE", `/api/jobs/${job.id}`);
      toast.show(t("deleted", { title: job.title }));
      router.push("/jobs");
    });
  const close = () =>
    run(async () => {
      await api("PATCH", `/api/jobs/${job.id}`, { body: { status: "closed" } });
      toast.show(t("closed", { title: job.title }));
      onClose();
      onClosed();
    });

  const hasApplications = total !== undefined && total > 0;
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={hasApplications ? t("cannotDelete", { title: job.title }) : t("deleteTitle", { title: job.title })}
      description={
        total === undefined
          ? undefined
          : hasApplications
            ? t(job.status === "closed" ? "hasApplicationsClosed" : "hasApplicationsOpen", { count: total })
            : t("nobodyHasAppliedTheJob")
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {hasApplications && job.status === "closed" ? t("ok") : t("cancel")}
          </Button>
          {total === undefined ? null : hasApplications ? (
            job.status === "closed" ? null : (
              <Button loading={pending} onClick={() => void close()}>
                {t("closeJob")}
              </Button>
            )
          ) : (
            <Button variant="danger" loading={pending} onClick={() => void remove()}>
              {t("deleteJob2")}
            </Button>
          )}
        </>
      }
    >
      {total === undefined && !list.error ? <Spinner label={t("countingApplications")} /> : null}
      <ErrorMessage message={error ?? list.error} onRetry={list.error ? list.reload : undefined} />
    </Dialog>
  );
}
