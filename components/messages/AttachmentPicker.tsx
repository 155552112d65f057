"use client";

import { useId } from "react";
import { Button } from "@/components/ui/Button";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import { EXTENSIONS } from "./attachment-files";

// Files to send with a message (decision 406): chosen with the system's picker (each choice adds to
// the list), listed with a way to take each out again.
export function AttachmentPicker({ files, error, onChange }: { files: File[]; error?: string; onChange: (files: File[]) => void }) {
  const t = useTranslations("Recruiter.Messages.AttachmentPicker");
  const id = useId();
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t("attachFiles")}
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept={EXTENSIONS.join(",")}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            onChange([...files, ...Array.from(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t("hint")}
        </p>
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t("filesToSend")}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-1 rounded border border-slate-200 px-2 py-1">
              <span className="break-all">{file.name}</span>
              <Button size="sm" variant="ghost" onClick={() => onChange(files.filter((_, i) => i !== index))}>
                {t.rich("remove", { name: file.name, hidden })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
