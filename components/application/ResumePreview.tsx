"use client";

import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";

type Kind = { contentType: string; fileName: string } | "missing" | null;

// A résumé file stored with the application (its URL is the API's download path): a PDF shows in a
// frame, served with a sandbox policy so it cannot run anything in our origin; DOC and DOCX offer a
// download. The type comes from the download's own headers. The frame asks the browser's viewer
// (by the PDF open parameters in the fragment, never sent to the server) for page width and no
// thumbnail pane: the default was 40 % zoom beside a bar of thumbnails.
const VIEWER_PARAMETERS = "#view=FitH&pagemode=none&navpanes=0";

export function ResumePreview({ url, candidateName }: { url: string; candidateName: string }) {
  const t = useTranslations("Recruiter.Application.ResumePreview");
  const [kind, setKind] = useState<Kind>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { method: "HEAD", credentials: "same-origin", signal: controller.signal })
      .then((response) => {
        if (!response.ok) return setKind("missing");
        const disposition = response.headers.get("content-disposition") ?? "";
        const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
        setKind({ contentType: response.headers.get("content-type") ?? "", fileName: encoded ? decodeURIComponent(encoded) : "resume" });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [url]);

  if (kind === null) return <span className="text-slate-600">{t("loadingResume")}</span>;
  if (kind === "missing") return <span className="text-slate-600">{t("theResumeFileIsNo")}</span>;
  const isPdf = kind.contentType.startsWith("application/pdf");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all text-slate-900">{kind.fileName}</span>
        <a href={url} download={kind.fileName} className={buttonClasses("secondary", "sm")}>
          {t.rich("download", { name: kind.fileName, hidden })}
        </a>
      </div>
      {isPdf ? (
        <iframe src={`${url}${VIEWER_PARAMETERS}`} title={t("resumeOf", { name: candidateName })} className="h-[32rem] w-full lg:h-[48rem] rounded-md border border-slate-200 bg-slate-50" data-testid="resume-frame" />
      ) : (
        <p className="text-slate-600">{t("wordDocumentsCannotBePreviewed")}</p>
      )}
    </div>
  );
}
