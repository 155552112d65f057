"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { ApplyErrorKey } from "@/lib/i18n/apply-errors";

export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

// What the browser can tell before sending: the name's extension and the size. The server checks
// the bytes themselves and answers 400 for anything else. A key of Careers.Apply.errors.
export function resumeFileProblem(file: File | null, locale = "en"): ApplyErrorKey | null {
  if (!file) return null;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return { key: "resumeExtension" };
  if (file.size > RESUME_MAX_BYTES) return { key: "resumeTooBig", values: { size: formatSize(file.size, locale) } };
  if (file.size === 0) return { key: "resumeEmpty" };
  return null;
}

export function formatSize(bytes: number, locale = "en"): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  return bytes >= 1024 * 1024 ? `${number(bytes / (1024 * 1024), 1)} MB` : `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

// A native file input inside a drop zone: keyboard and screen readers use the input as always, a
// dropped file lands in the same input, so the form sends it like a chosen one.
export function ResumeField({ id, error, file, onChange }: { id: string; error?: string; file: File | null; onChange: (file: File | null) => void }) {
  const t = useTranslations("Careers.Resume");
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: React.DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files;
    if (!dropped.length || !input.current) return;
    input.current.files = dropped;
    onChange(dropped[0]);
  }

  function clear() {
    if (input.current) input.current.value = "";
    onChange(null);
    input.current?.focus();
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("label")} <span className="font-normal text-slate-600">{t("optional")}</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("hint")}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="resume-dropzone"
        className={`mt-1 rounded-md border-2 border-dashed p-4 ${dragging ? "border-[var(--accent)] bg-slate-50" : error ? "border-red-600" : "border-slate-300"}`}
      >
        <input
          ref={input}
          id={id}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
        />
        {file ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="break-all">
              {file.name} ({formatSize(file.size, locale)})
            </span>
            <button type="button" onClick={clear} className="rounded px-1 text-slate-700 underline hover:no-underline">
              {t("remove")}
              <span className="sr-only"> {file.name}</span>
            </button>
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
