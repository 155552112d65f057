"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { Spinner } from "@/components/ui/Spinner";
import { withQuery } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { AuditTable } from "./AuditTable";
import { actionLabel, nounFor } from "./describe";
import { dayRange, KNOWN_ACTIONS, KNOWN_TARGET_TYPES, PAGE_SIZES, type AuditFilters } from "./types";
import { useTranslations } from "next-intl";
import type { reportOperations } from "@/lib/openapi/operations/reports";
import type { teamOperations } from "@/lib/openapi/operations/team";

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

// Filters live in the address bar so a filtered view can be bookmarked or shared with another admin.
function syncAddressBar(filters: AuditFilters) {
  const query = {
    action: filters.action,
    targetType: filters.targetType,
    actorUserId: filters.actorUserId,
    from: filters.from,
    to: filters.to,
    q: filters.q,
    limit: filters.limit === 50 ? undefined : filters.limit,
    offset: filters.offset || undefined,
  };
  window.history.replaceState(null, "", withQuery(window.location.pathname, query));
}

export function AuditView({ initial }: { initial: AuditFilters }) {
  const t = useTranslations("Recruiter.Audit.AuditView");
  const tr = useTranslations("Recruiter");
  const [filters, setFilters] = useState<AuditFilters>(initial);
  // the search box applies what is typed once typing pauses, or at once on Enter
  const [words, setWords] = useState(initial.q);
  const range = dayRange(filters.from, filters.to);
  const { data, error, loading, reload } = useEndpoint<typeof reportOperations.listAuditLogs>("/api/audit-logs", {
    action: filters.action,
    targetType: filters.targetType,
    actorUserId: filters.actorUserId,
    from: range.from,
    to: range.to,
    q: filters.q,
    limit: filters.limit,
    offset: filters.offset,
  });
  // the actor picker degrades to "Anyone" if the team cannot be read; the log itself still loads
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  const members = useMemo(() => team.data?.members ?? [], [team.data]);
  const logs = error ? null : (data?.logs ?? null);
  const page = data?.page ?? null;

  useEffect(() => syncAddressBar(filters), [filters]);

  const update = useCallback((change: Partial<AuditFilters>) => {
    // any filter change starts again at the first page
    setFilters((current) => ({ ...current, offset: 0, ...change }));
  }, []);

  useEffect(() => {
    if (words.trim() === filters.q) return;
    const timer = setTimeout(() => update({ q: words.trim() }), 400);
    return () => clearTimeout(timer);
  }, [words, filters.q, update]);

  const actionOptions = useMemo(() => {
    const seen = logs?.map((log) => log.action) ?? [];
    const all = [...new Set([...KNOWN_ACTIONS, ...seen, ...(filters.action ? [filters.action] : [])])];
    return all.map((value) => ({ value, label: actionLabel(value, tr) })).sort((a, b) => a.label.localeCompare(b.label));
  }, [logs, filters.action, tr]);
  const targetOptions = useMemo(() => {
    const all = [...new Set([...KNOWN_TARGET_TYPES, ...(filters.targetType ? [filters.targetType] : [])])];
    return all.map((value) => ({ value, label: capitalize(nounFor(value, tr)) })).sort((a, b) => a.label.localeCompare(b.label));
  }, [filters.targetType, tr]);
  const actorOptions = useMemo(() => {
    const options = members.map((member) => ({ value: member.id, label: member.name }));
    if (filters.actorUserId && !members.some((member) => member.id === filters.actorUserId)) {
      options.push({ value: filters.actorUserId, label: t("selectedPerson") });
    }
    return options;
  }, [members, filters.actorUserId, t]);

  const hasFilters = Boolean(filters.action || filters.targetType || filters.actorUserId || filters.from || filters.to || filters.q);
  const total = page?.total ?? 0;
  const first = total === 0 ? 0 : filters.offset + 1;
  const last = Math.min(filters.offset + (logs?.length ?? 0), total);

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label={t("filterTheAuditLog")}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: words.trim() });
        }}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Input
          label={t("search")}
          type="search"
          fieldClassName="sm:col-span-2"
          value={words}
          maxLength={200}
          placeholder={t("aNameAnEMail")}
          onChange={(event) => setWords(event.target.value)}
        />
        <Input label={t("from")} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => update({ from: event.target.value })} />
        <Input label={t("to")} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => update({ to: event.target.value })} />
        <Select
          label={t("action")}
          placeholder={t("anyAction")}
          value={filters.action}
          options={actionOptions}
          onChange={(event) => update({ action: event.target.value })}
        />
        <Select
          label={t("targetType")}
          placeholder={t("anyTarget")}
          value={filters.targetType}
          options={targetOptions}
          onChange={(event) => update({ targetType: event.target.value })}
        />
        <Select
          label={t("actor")}
          placeholder={t("anyone")}
          value={filters.actorUserId}
          options={actorOptions}
          onChange={(event) => update({ actorUserId: event.target.value })}
        />
        <div className="flex items-end">
          <Button
            variant="secondary"
            className="w-full"
            disabled={!hasFilters}
            onClick={() => {
              setWords("");
              update({ action: "", targetType: "", actorUserId: "", from: "", to: "", q: "" });
            }}
          >
            {t("clearFilters")}
          </Button>
        </div>
      </form>

      <ErrorMessage message={error} onRetry={reload} />

      {logs === null && loading ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loadingTheAuditLog")} />
        </div>
      ) : null}

      {logs && logs.length === 0 && !loading ? (
        <EmptyState
          title={hasFilters ? t("noEntriesMatchTheseFilters") : t("noActivityRecordedYet")}
          description={hasFilters ? t("tryOtherWordsDatesAn") : t("changesToJobsStagesApplications")}
        />
      ) : null}

      {logs && logs.length > 0 ? (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <AuditTable logs={logs} />
        </div>
      ) : null}

      {page && total > 0 ? (
        <nav aria-label={t("auditLogPages")} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700" aria-live="polite">
            {t("showing", { from: first, to: last, total })}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <Select
              label={t("rowsPerPage")}
              fieldClassName="w-36"
              value={String(filters.limit)}
              options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(event) => update({ limit: Number(event.target.value) })}
            />
            <Button
              variant="secondary"
              disabled={filters.offset === 0 || loading}
              onClick={() => setFilters((current) => ({ ...current, offset: Math.max(0, current.offset - current.limit) }))}
            >
              {t("previous")}
            </Button>
            <Button
              variant="secondary"
              disabled={filters.offset + filters.limit >= total || loading}
              onClick={() => setFilters((current) => ({ ...current, offset: current.offset + current.limit }))}
            >
              {t("next")}
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
