"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { ApiError, messageOf, call } from "@/lib/ui/api";
import { plainFieldMessage } from "@/lib/ui/plain-errors";
import { useEndpoint } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import { hidden } from "@/components/ui/sr-only";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

type Reason = { id: number; label: string; archived: boolean };
type Row = { key: string; id?: number; label: string; archived: boolean };
const MAX_LABEL = 80;
const MAX_REASONS = 50;

// The same rules as the API (decision 281), checked per field before saving, in plain words.
type Say = ReturnType<typeof useTranslations<"Recruiter.Settings.RejectionReasonsPanel">>;

function problemsOf(rows: Row[], t: Say): Map<string, string> {
  const problems = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const row of rows) {
    const label = row.label.trim();
    if (!label) problems.set(row.key, t("nameIt"));
    else if (label.length > MAX_LABEL) problems.set(row.key, t("tooLong", { max: MAX_LABEL, length: label.length }));
    else if (seen.has(label.toLowerCase())) problems.set(row.key, t("duplicate", { label: seen.get(label.toLowerCase()) ?? label }));
    else seen.set(label.toLowerCase(), label);
  }
  return problems;
}

// A refused save in a person's words at the reasons it names (`reasons.<index>.<field>` in the
// 400's details); what names no reason is for the form as a whole.
function serverProblems(error: unknown, rows: Row[], t: Say, tr: RecruiterT): { fields: Map<string, string>; message: string | null } {
  const fields = new Map<string, string>();
  if (!(error instanceof ApiError) || error.status !== 400 || error.details.length === 0) return { fields, message: messageOf(error, tr) };
  const rest: string[] = [];
  for (const detail of error.details) {
    const row = rows[Number(/^reasons\.(\d+)\b/.exec(detail.path)?.[1] ?? NaN)];
    const most = /^must have at most (\d+) entries$/.exec(detail.message);
    if (!row) rest.push(most ? t("listAtMost", { max: most[1] }) : plainFieldMessage(tr, t("theList"), detail.message));
    else if (detail.path.endsWith(".id")) fields.set(row.key, t("changedMeanwhile"));
    else if (!fields.has(row.key)) fields.set(row.key, plainFieldMessage(tr, t("theReason"), detail.message));
  }
  return { fields, message: rest.length ? rest.join(" ") : fields.size ? t("fixMarked") : messageOf(error, tr) };
}

// Admins keep the organization's rejection reasons: add, rename, archive and restore. A reason is
// never deleted here: archived, it stays on the rejections that name it and in reports.
export function RejectionReasonsPanel() {
  const t = useTranslations("Recruiter.Settings.RejectionReasonsPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.listRejectionReasons>("/api/orgs/me/rejection-reasons");
  return (
    <Panel title={t("rejectionReasons")} description={t("recruitersPickOneWhenThey")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <ReasonsForm key={JSON.stringify(data.reasons)} reasons={data.reasons} onSaved={(reasons) => mutate(() => ({ reasons }))} />
      ) : error ? null : (
        <Skeleton className="h-48 w-full" />
      )}
    </Panel>
  );
}

function ReasonsForm({ reasons, onSaved }: { reasons: Reason[]; onSaved: (reasons: Reason[]) => void }) {
  const t = useTranslations("Recruiter.Settings.RejectionReasonsPanel");
  const tr = useTranslations("Recruiter");
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>(reasons.map((r) => ({ key: `r${r.id}`, ...r })));
  const [next, setNext] = useState(1);
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the server's word on a field holds until that field changes
  const [refused, setRefused] = useState<Map<string, string>>(new Map());
  const problems = problemsOf(rows, t);
  const change = (key: string, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setRefused((current) => (current.has(key) ? new Map([...current].filter(([k]) => k !== key)) : current));
  };

  function add() {
    if (rows.length >= MAX_REASONS) return setError(t("tooMany", { max: MAX_REASONS }));
    const key = `new${next}`;
    setNext((n) => n + 1);
    setRows((list) => [...list, { key, label: "", archived: false }]);
    requestAnimationFrame(() => document.getElementById(`reason-${key}`)?.focus());
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setShown(true);
    if (problems.size > 0) {
      document.getElementById(`reason-${[...problems.keys()][0]}`)?.focus();
      return setError(t("fixMarked"));
    }
    setPending(true);
    setError(null);
    setRefused(new Map());
    try {
      const body = { reasons: rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), label: r.label.trim(), archived: r.archived })) };
      const saved = await call<typeof organizationOperations.replaceRejectionReasons>("PUT", "/api/orgs/me/rejection-reasons", { body });
      onSaved(saved.reasons);
      toast.show(t("rejectionReasonsSaved"));
    } catch (caught) {
      const found = serverProblems(caught, rows, t, tr);
      setRefused(found.fields);
      setError(found.message);
      const first = [...found.fields.keys()][0];
      if (first) document.getElementById(`reason-${first}`)?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-start gap-2">
            <Input
              id={`reason-${row.key}`}
              label={<span className="sr-only">{t("reasonN", { number: index + 1 })}</span>}
              fieldClassName="min-w-0 flex-1"
              value={row.label}
              maxLength={MAX_LABEL + 20}
              onChange={(e) => change(row.key, { label: e.target.value })}
              error={(shown ? problems.get(row.key) : undefined) ?? refused.get(row.key) ?? null}
              className={row.archived ? "text-slate-600" : ""}
            />
            <div className="mt-1 flex h-10 items-center gap-2">
              {row.archived ? <Badge tone="neutral">{t("archived")}</Badge> : null}
              {row.id === undefined ? (
                <Button size="sm" variant="ghost" onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}>
                  {t.rich("removeN", { number: index + 1, hidden })}
                </Button>
              ) : (
                <Button size="sm" variant="secondary" onClick={() => change(row.key, { archived: !row.archived })}>
                  {row.archived ? t("restore") : t("archive")}
                  <span className="sr-only"> {row.label || t("reasonLower", { number: index + 1 })}</span>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{t("archivedReasonsAreNoLonger")}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={add}>
          {t("addReason")}
        </Button>
        <Button type="submit" loading={pending}>
          {t("saveReasons")}
        </Button>
      </div>
      <ErrorMessage message={error} />
    </form>
  );
}
