"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { api, call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { isGroupBy, REPORT_VIEW_KINDS, type GroupBy, type ReportView } from "@/lib/schemas/funnel";
import type { ReportSelection } from "./ReportsView";
import { isReportRange } from "./types";
import { useTranslations } from "next-intl";
import type { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

type Kind = ReportView["kind"];

// What a view keeps of the screen: the period as a range that moves with the day, and the filters
// its kind takes (the metrics follow the job, not the department; only the funnel is grouped)
function paramsOf(kind: Kind, selection: ReportSelection, groupBy: GroupBy): Record<string, string> {
  const params: Record<string, string> = { range: selection.range };
  if (selection.jobId !== undefined) params.jobId = String(selection.jobId);
  if (selection.department !== undefined && kind !== "metrics") params.department = selection.department;
  if (kind === "funnel" && groupBy !== "none") params.groupBy = groupBy;
  return params;
}

export function selectionOf(view: ReportView): { selection: ReportSelection; groupBy: GroupBy } {
  const { range, jobId, department, groupBy } = view.params;
  return {
    selection: { range: isReportRange(range) ? range : "30d", jobId: jobId && /^[1-9]\d*$/.test(jobId) ? Number(jobId) : undefined, department: department || undefined },
    groupBy: isGroupBy(groupBy) ? groupBy : "none",
  };
}

// "Save view" and the caller's saved views (issue 50 item 2): open one, switch its weekly e-mail,
// delete it. `initialViewId` opens the view a weekly e-mail linked (/reports?view=…).
export function SavedViews({
  selection,
  groupBy,
  initialViewId,
  onOpen,
}: {
  selection: ReportSelection;
  groupBy: GroupBy;
  initialViewId?: number;
  onOpen: (view: ReportView) => void;
}) {
  const t = useTranslations("Recruiter.Reports.SavedViews");
  const toast = useToast();
  const messageOf = useMessageOf();
  const { data, error, loading, reload } = useEndpoint<typeof reportFunnelOperations.listReportViews>("/api/report-views");
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || initialViewId === undefined || !data) return;
    opened.current = true;
    const view = data.views.find((candidate) => candidate.id === initialViewId);
    if (view) onOpen(view);
  }, [data, initialViewId, onOpen]);

  const toggle = async (view: ReportView) => {
    setBusy(view.id);
    setActionError(null);
    try {
      await api("PATCH", `/api/report-views/${view.id}`, { body: { emailWeekly: !view.emailWeekly } });
      toast.show(view.emailWeekly ? t("emailOff", { name: view.name }) : t("emailOn", { name: view.name }));
      reload();
    } catch (failure) {
      setActionError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (view: ReportView) => {
    setBusy(view.id);
    setActionError(null);
    try {
      await api("DELETE", `/api/report-views/${view.id}`);
      toast.show(t("deleted", { name: view.name }));
      reload();
    } catch (failure) {
      setActionError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const views = data?.views ?? [];
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Button variant="secondary" onClick={() => setSaving(true)}>
        {t("saveView")}
      </Button>
      <details className="relative" data-testid="saved-views">
        <summary className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
          {loading && !data ? t("loading") : t("savedViews", { count: views.length })}
        </summary>
        <div className="mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 shadow-lg sm:absolute sm:z-10">
          <ErrorMessage message={error} onRetry={reload} />
          <ErrorMessage message={actionError} />
          {data && views.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
          {views.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {views.map((view) => (
                <li key={view.id} className="flex flex-wrap items-center gap-2 py-2">
                  <button type="button" className="min-w-0 flex-1 truncate text-left font-medium text-brand-700 underline" onClick={() => onOpen(view)}>
                    {view.name}
                  </button>
                  <span className="text-xs text-slate-600">{t(`kinds.${view.kind}`)}</span>
                  <label className="flex items-center gap-1 text-sm">
                    <input type="checkbox" className="h-4 w-4" checked={view.emailWeekly} disabled={busy === view.id} onChange={() => void toggle(view)} />
                    {t("weeklyEmail")}{" "}
                    <span className="sr-only">{t("forView", { name: view.name })}</span>
                  </label>
                  <Button variant="ghost" size="sm" disabled={busy === view.id} onClick={() => void remove(view)} aria-label={t("deleteView", { name: view.name })}>
                    {t("delete")}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </details>
      <SaveViewDialog
        open={saving}
        onClose={() => setSaving(false)}
        onSaved={(view) => {
          setSaving(false);
          toast.show(t("saved", { name: view.name }));
          reload();
        }}
        paramsFor={(kind) => paramsOf(kind, selection, groupBy)}
      />
    </div>
  );
}

function SaveViewDialog({ open, onClose, onSaved, paramsFor }: { open: boolean; onClose: () => void; onSaved: (view: ReportView) => void; paramsFor: (kind: Kind) => Record<string, string> }) {
  const t = useTranslations("Recruiter.Reports.SavedViews");
  const messageOf = useMessageOf();
  const formId = useId();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<Kind>("funnel");
  const [emailWeekly, setEmailWeekly] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const { view } = await call<typeof reportFunnelOperations.createReportView>("POST", "/api/report-views", { body: { name, kind, params: paramsFor(kind), emailWeekly } });
      setName("");
      setEmailWeekly(false);
      onSaved(view);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t("saveThisView")} description={t("saveDescription")} footer={<DialogFooter formId={formId} submit={t("save")} pending={pending} onClose={onClose} />}>
      <form id={formId} onSubmit={(event) => void submit(event)} className="space-y-4">
        <ErrorMessage message={failure} />
        <Input label={t("name")} value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
        <Select label={t("what")} value={kind} onChange={(event) => setKind(event.target.value as Kind)} options={REPORT_VIEW_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={emailWeekly} onChange={(event) => setEmailWeekly(event.target.checked)} />
          <span>
            {t("weeklyEmail")}
            <span className="block text-slate-600">{t("weeklyEmailHint")}</span>
          </span>
        </label>
      </form>
    </Dialog>
  );
}
