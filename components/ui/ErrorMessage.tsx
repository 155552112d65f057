"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

// An error next to the action that failed. role="alert" so it is announced when it appears.
export function ErrorMessage({ message, onRetry, className = "", children }: { message: string | null | undefined; onRetry?: () => void; className?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      <span>{message}</span>
      {children}
      {onRetry ? (
        <RetryButton onRetry={onRetry} />
      ) : null}
    </div>
  );
}

// Its own component, so only an error offering a retry reads the catalogue: the careers pages show
// errors without one and have no recruiter messages.
function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("Recruiter.Ui");
  return (
    <button type="button" onClick={onRetry} className="font-medium underline hover:no-underline">
      {t("tryAgain")}
    </button>
  );
}
