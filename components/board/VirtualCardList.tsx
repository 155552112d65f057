"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ApplicationListItem } from "@/lib/ui/types";
import { CARD_GAP, CARD_HEIGHT } from "./ApplicationCard";
import { useTranslations } from "next-intl";

const ROW = CARD_HEIGHT + CARD_GAP;
// cards rendered above and below the visible ones, so a quick scroll or a keyboard step finds them
const OVERSCAN = 4;

type Props = {
  stageId: number;
  label: string;
  items: ApplicationListItem[];
  // the column's count on the server; the list stands for all of them
  total: number;
  hasMore: boolean;
  loading: boolean;
  empty: ReactNode;
  onLoadMore: () => void;
  renderCard: (application: ApplicationListItem, index: number, style: React.CSSProperties) => ReactNode;
};

// A column's cards, windowed: the list is as tall as every loaded card, but only those in view (plus
// a few) are in the page (docs/decisions/220). A sentinel below the last card asks for the next page.
export function VirtualCardList({ stageId, label, items, total, hasMore, loading, empty, onLoadMore, renderCard }: Props) {
  const t = useTranslations("Recruiter.Board.VirtualCardList");
  const format = useFormatting();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 720 });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setView((v) => (v.top === el.scrollTop && v.height === el.clientHeight ? v : { top: el.scrollTop, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, []);

  // observed again after each page, so a sentinel still in view asks for one more
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), { root: scroller.current, rootMargin: "0px 0px 480px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, items.length, onLoadMore]);

  const first = Math.max(0, Math.floor(view.top / ROW) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((view.top + view.height) / ROW) + OVERSCAN);
  return (
    <div ref={scroller} data-column-scroll={stageId} className="max-h-[max(24rem,calc(100vh-17rem))] min-h-32 flex-1 overflow-y-auto px-1.5 pb-2 [scrollbar-width:thin]">
      {items.length === 0 && !loading && !hasMore ? (
        <ul aria-label={label} className="flex flex-col">
          {empty}
        </ul>
      ) : (
        <ul aria-label={label} aria-busy={loading} className="relative" style={{ height: Math.max(0, items.length * ROW - CARD_GAP) }}>
          {items.slice(first, last).map((application, i) => {
            const index = first + i;
            return renderCard(application, index, { position: "absolute", top: index * ROW, left: 0, right: 0 });
          })}
        </ul>
      )}
      <div ref={sentinel} className="pt-2 text-center text-xs text-slate-600">
        {loading ? t("loadingApplications") : hasMore ? t("shownOf", { shown: format.number(items.length), total: format.number(total) }) : null}
      </div>
    </div>
  );
}

// Brings a card into view in its column (keyboard focus moving to a card that is not rendered yet).
export function scrollCardIntoView(stageId: number, index: number) {
  const el = document.querySelector<HTMLElement>(`[data-column-scroll="${stageId}"]`);
  if (!el) return;
  const top = index * ROW;
  if (top < el.scrollTop) el.scrollTop = top;
  else if (top + CARD_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = top + CARD_HEIGHT - el.clientHeight;
}
