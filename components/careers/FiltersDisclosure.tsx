import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

// On a phone the filters fold behind one "Filters" summary that counts the active ones, so the first
// job shows without scrolling; from the sm breakpoint up they are always open and the summary is not
// shown (globals.css, .filters-fold). A native <details>: it opens before any script has loaded, and
// without scripts at all, and the careers page ships no code for it.
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const t = useTranslations("Careers.Filters");
  return (
    <details className="filters-fold group">
      <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-900 sm:hidden [&::-webkit-details-marker]:hidden">
        <span>
          {t("toggle")}{" "}
          {activeCount > 0 ? (
            <span className="ml-2 rounded-full bg-[var(--accent)] px-2 py-0.5 text-xs text-[var(--on-accent)]">
              {activeCount}
              <span className="sr-only"> {t("active")}</span>
            </span>
          ) : null}
        </span>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 text-slate-600 group-open:rotate-180" fill="currentColor">
          <path d="M5.3 7.3 3.9 8.7 10 14.8l6.1-6.1-1.4-1.4L10 12z" />
        </svg>
      </summary>
      <div id="job-filters" className="mt-3 sm:mt-0">
        {children}
      </div>
    </details>
  );
}
