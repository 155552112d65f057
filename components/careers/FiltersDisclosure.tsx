"use client";

import { useState, type ReactNode } from "react";

// On a phone the filters fold behind one button that counts the active ones, so the first job shows
// without scrolling; from the sm breakpoint up they are always open and the button is not shown.
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="job-filters"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-900 sm:hidden"
      >
        <span>
          Filters{" "}
          {activeCount > 0 ? (
            <span className="ml-2 rounded-full bg-[var(--accent)] px-2 py-0.5 text-xs text-[var(--on-accent)]">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </span>
        <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 text-slate-600 ${open ? "rotate-180" : ""}`} fill="currentColor">
          <path d="M5.3 7.3 3.9 8.7 10 14.8l6.1-6.1-1.4-1.4L10 12z" />
        </svg>
      </button>
      <div id="job-filters" className={open ? "mt-3 sm:mt-0" : "hidden sm:block"}>
        {children}
      </div>
    </div>
  );
}
