"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

type Edges = { left: boolean; right: boolean };

// The board's horizontal scroll area. When the stages do not fit, it says so: faded edges on the
// side with more columns, and buttons that scroll by a column, so hidden stages never go unnoticed
// (docs/decisions/167).
export function BoardScroller({ stageCount, children }: { stageCount: number; children: ReactNode }) {
  const t = useTranslations("Recruiter.Board.BoardScroller");
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, stageCount]);

  // by one column (its width and the gap), so the next stage comes fully into view
  const scrollBy = (direction: 1 | -1) => {
    const el = ref.current;
    const column = el?.firstElementChild as HTMLElement | null | undefined;
    el?.scrollBy({ left: direction * ((column?.offsetWidth ?? 208) + 12), behavior: "smooth" });
  };
  const overflows = edges.left || edges.right;
  return (
    <div>
      {overflows ? (
        <div className="mb-2 flex items-center justify-end gap-2 text-xs text-slate-600">
          <span>{t("overflow", { count: stageCount })}</span>
          <button type="button" onClick={() => scrollBy(-1)} disabled={!edges.left} className="rounded border border-slate-300 bg-white px-2 py-1 font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50" aria-label={t("scrollToEarlierStages")}>
            ←
          </button>
          <button type="button" onClick={() => scrollBy(1)} disabled={!edges.right} className="rounded border border-slate-300 bg-white px-2 py-1 font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50" aria-label={t("scrollToLaterStages")}>
            →
          </button>
        </div>
      ) : null}
      <div className="relative -mx-3 sm:mx-0">
        {/* relative: the containing block of the columns' sr-only text, which would otherwise
            escape the scroll clipping and widen the page */}
        <div
          ref={ref}
          onScroll={measure}
          role="region"
          aria-label={t("pipelineBoard")}
          tabIndex={0}
          className="relative flex gap-3 overflow-x-auto px-3 pb-4 [scrollbar-color:var(--color-slate-400)_transparent] sm:px-0"
        >
          {children}
        </div>
        <div aria-hidden="true" className={`pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-slate-50 transition-opacity ${edges.left ? "opacity-100" : "opacity-0"}`} />
        <div aria-hidden="true" className={`pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-slate-50 transition-opacity ${edges.right ? "opacity-100" : "opacity-0"}`} />
      </div>
    </div>
  );
}
