"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { parse } from "csv-parse/browser/esm/sync";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Select } from "@/components/ui/Select";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { IMPORT_FIELDS, IMPORT_FORMATS, type ImportField, type ImportFormat } from "@/lib/schemas/import";
import { ActivityLog } from "./ActivityLog";
import { Panel } from "./Panel";
import type { importOperations } from "@/lib/openapi/operations/imports";

type Status = "queued" | "running" | "done" | "failed";
type ImportSummary = { id: number; status: Status; format: ImportFormat; fileName: string | null; dryRun: boolean; total: number; processed: number; imported: number; skipped: number; errorCount: number; createdBy: string; createdAt: string };
type ImportDetail = ImportSummary & { errors: { row: number; message: string }[]; failure: string | null };
const TONES = { queued: "neutral", running: "amber", done: "green", failed: "red" } as const;
const POLL_MS = 1000;
// the headers are on the first line: a slice of the file is enough to read them
const HEAD_BYTES = 64 * 1024;

// a header's likely field, so a plain spreadsheet needs no choosing ("E-mail" → email)
function guess(header: string): ImportField | "" {
  const h = header.toLowerCase().replace(/[^a-z]/g, "");
  const known: Record<string, ImportField> = { name: "name", fullname: "name", email: "email", emailaddress: "email", phone: "phone", job: "job", jobtitle: "job", position: "job", stage: "stage", status: "status", source: "source", tags: "tags", notes: "notes", appliedat: "applied_at", applied: "applied_at" };
  return known[h] ?? "";
}

// Settings → Import (settings.manage, docs/decisions/496): a spreadsheet, a Greenhouse export or a
// Lever export; for a spreadsheet, each column's field chosen from its headers, read here in the
// browser; a dry run first, then the import, its progress polled until done, and the history.
export function ImportPanel() {
  const t = useTranslations("Recruiter.Settings.ImportPanel");
  const [format, setFormat] = useState<ImportFormat>("csv");
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Record<string, ImportField | "">>({});
  const [readError, setReadError] = useState<string | null>(null);
  const [current, setCurrent] = useState<ImportDetail | null>(null);
  const history = useEndpoint<typeof importOperations.listImports>("/api/imports", { limit: 10 });
  const action = useAction();

  async function choose(chosen: File | null) {
    setFile(chosen);
    setHeaders([]);
    setMapping({});
    setReadError(null);
    setCurrent(null);
    if (!chosen || format !== "csv") return;
    try {
      const head = await chosen.slice(0, HEAD_BYTES).text();
      const [first] = parse(head, { bom: true, to_line: 1, relax_column_count: true, relax_quotes: true }) as string[][];
      const names = (first ?? []).map((h) => h.trim()).filter(Boolean);
      setHeaders(names);
      setMapping(Object.fromEntries(names.map((h) => [h, guess(h)])));
    } catch {
      setReadError(t("unreadable"));
    }
  }

  const chosenFields = Object.values(mapping).filter(Boolean);
  const ready = file !== null && (format !== "csv" || (chosenFields.includes("name") && chosenFields.includes("email")));

  const start = (dryRun: boolean) =>
    void action.run(async () => {
      if (!file) return;
      const form = new FormData();
      form.append("format", format);
      form.append("dryRun", String(dryRun));
      if (format === "csv") form.append("mapping", JSON.stringify(Object.fromEntries(Object.entries(mapping).filter(([, f]) => f !== ""))));
      form.append("file", file, file.name);
      const created = await call<typeof importOperations.createImport>("POST", "/api/imports", { body: form });
      setCurrent(created.import);
    });

  // the import's progress, asked again each second until it ends
  const pollId = current && (current.status === "queued" || current.status === "running") ? current.id : null;
  const reloadHistory = history.reload;
  useEffect(() => {
    if (pollId === null) return;
    let stopped = false;
    const timer = setInterval(() => {
      call<typeof importOperations.getImport>("GET", `/api/imports/${pollId}`).then(
        (got) => {
          if (stopped) return;
          setCurrent(got.import);
          if (got.import.status === "done" || got.import.status === "failed") reloadHistory();
        },
        () => {},
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pollId, reloadHistory]);

  const percent = current && current.total > 0 ? Math.round((current.processed / current.total) * 100) : 0;
  const fieldOptions = [{ value: "", label: t("leaveOut") }, ...IMPORT_FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))];

  return (
    <Panel title={t("title")} description={t("description")}>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
          <Select
            label={t("format")}
            value={format}
            options={IMPORT_FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))}
            onChange={(e) => {
              setFormat(e.target.value as ImportFormat);
              setFile(null);
              setHeaders([]);
              setMapping({});
              setCurrent(null);
            }}
          />
          <div>
            <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
              {t("file")}
            </label>
            <input
              key={format}
              id="import-file"
              type="file"
              accept={format === "csv" ? ".csv,text/csv" : ".json,application/json"}
              aria-describedby="import-file-hint"
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
              onChange={(e) => void choose(e.target.files?.[0] ?? null)}
            />
            <p id="import-file-hint" className="mt-1 text-xs text-slate-600">
              {t(`fileHint.${format}`)}
            </p>
          </div>
        </div>
        <ErrorMessage message={readError} />

        {format === "csv" && headers.length > 0 ? (
          <fieldset className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t("mapping")}</legend>
            <p className="mb-2 text-xs text-slate-600">{t("mappingHint")}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {headers.map((h) => (
                <Select key={h} label={t("column", { header: h })} value={mapping[h] ?? ""} options={fieldOptions} onChange={(e) => setMapping((m) => ({ ...m, [h]: e.target.value as ImportField | "" }))} />
              ))}
            </div>
          </fieldset>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={action.pending} disabled={!ready} onClick={() => start(true)}>
            {t("dryRun")}
          </Button>
          <Button loading={action.pending} disabled={!ready} onClick={() => start(false)}>
            {t("import")}
          </Button>
        </div>
        <ErrorMessage message={action.error} />

        {current ? (
          <section aria-label={t("progress")} className="space-y-2 rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone={TONES[current.status]}>{t(`status.${current.status}`)}</Badge>
              {current.dryRun ? <Badge tone="neutral">{t("dryRunBadge")}</Badge> : null}
              <span className="text-slate-800">{t("processed", { processed: current.processed, total: current.total })}</span>
            </div>
            <div role="progressbar" aria-label={t("progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded bg-slate-200">
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-slate-800" data-testid="import-counts">
              {t(current.dryRun ? "countsDryRun" : "counts", { imported: current.imported, skipped: current.skipped, errors: current.errors.length })}
            </p>
            {current.failure ? <ErrorMessage message={current.failure} /> : null}
            {current.errors.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{t("errors")}</h3>
                <ul className="mt-1 max-h-60 overflow-y-auto text-sm text-slate-800">
                  {current.errors.map((e, i) => (
                    <li key={`${e.row}-${i}`} className="py-0.5">
                      {t("errorLine", { row: e.row, message: e.message })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}

        <ActivityLog
          title={t("history")}
          rows={history.data?.imports.map((i) => ({
            key: i.id,
            tone: TONES[i.status],
            status: t(`status.${i.status}`),
            label: `${i.fileName ?? t(`formats.${i.format}`)}${i.dryRun ? ` · ${t("dryRunBadge")}` : ""}`,
            detail: (
              <>
                {t(i.dryRun ? "countsDryRun" : "counts", { imported: i.imported, skipped: i.skipped, errors: i.errorCount })} · {i.createdBy} · <LocalTime iso={i.createdAt} />
              </>
            ),
          }))}
          error={history.error}
          onRetry={history.reload}
          empty={{ title: t("noImports"), description: t("noImportsHint") }}
        />
      </div>
    </Panel>
  );
}
