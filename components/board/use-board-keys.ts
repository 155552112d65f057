"use client";

import { useEffect, useRef } from "react";
import type { ApplicationListItem, Stage } from "@/lib/ui/types";
import { isTypingTarget } from "./ShortcutsDialog";
import type { Column } from "./column-state";
import { scrollCardIntoView } from "./VirtualCardList";

type Options = {
  enabled: boolean;
  stages: Stage[];
  columns: Map<number, Column>;
  canManage: boolean;
  selected: ApplicationListItem[];
  onOpenShortcuts: () => void;
  onSearch: () => void;
  onToggle: (application: ApplicationListItem, range: boolean) => void;
  onClearSelection: () => void;
  onOpen: (application: ApplicationListItem) => void;
  onMove: (applications: ApplicationListItem[]) => void;
  onReject: (applications: ApplicationListItem[]) => void;
  onMoveNext: (application: ApplicationListItem) => void;
  onUndo: () => boolean;
  onLoadMore: (stageId: number) => void;
};

// The focused card: the one holding the focus (itself, or its link or buttons).
function focusedCard(columns: Map<number, Column>) {
  const el = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>("[data-card-id]") : null;
  if (!el) return null;
  const stageId = Number(el.dataset.stageId);
  const items = columns.get(stageId)?.items ?? [];
  const index = items.findIndex((a) => a.id === Number(el.dataset.cardId));
  return index < 0 ? null : { stageId, index, application: items[index], onItself: el === document.activeElement };
}

// Focus moves to a card that may not be rendered yet: scroll it into its column's window first.
function focusCard(stageId: number, index: number, columns: Map<number, Column>, onLoadMore: (stageId: number) => void) {
  const items = columns.get(stageId)?.items ?? [];
  const application = items[Math.max(0, Math.min(index, items.length - 1))];
  if (!application) return;
  const at = items.indexOf(application);
  scrollCardIntoView(stageId, at);
  if (at > items.length - 5) onLoadMore(stageId);
  const focus = (tries: number) => {
    const el = document.querySelector<HTMLElement>(`[data-card-id="${application.id}"]`);
    if (el) el.focus();
    else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
  };
  requestAnimationFrame(() => focus(10));
}

// The board's keyboard shortcuts (docs/decisions/223), listed by ShortcutsDialog.
export function useBoardKeys(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const o = latest.current;
      if (!o.enabled || isTypingTarget(event)) return;
      const { key } = event;
      const handled = () => event.preventDefault();
      if (key === "?") return (handled(), o.onOpenShortcuts());
      if (key === "/") return (handled(), o.onSearch());
      if (key === "Escape") return o.selected.length ? (handled(), o.onClearSelection()) : undefined;
      if (key === "u") return o.onUndo() ? handled() : undefined;

      const current = focusedCard(o.columns);
      const loaded = o.stages.filter((s) => (o.columns.get(s.id)?.items.length ?? 0) > 0);
      // arrows and Space keep their usual meaning unless the focus is on a card itself
      const arrows = current?.onItself ?? false;
      const down = key === "j" || key === "J" || (arrows && key === "ArrowDown");
      const up = key === "k" || key === "K" || (arrows && key === "ArrowUp");
      const left = key === "h" || (arrows && key === "ArrowLeft");
      const right = key === "l" || (arrows && key === "ArrowRight");
      if (down || up || left || right) {
        handled();
        if (!current) return loaded[0] ? focusCard(loaded[0].id, 0, o.columns, o.onLoadMore) : undefined;
        if (down || up) {
          const index = current.index + (down ? 1 : -1);
          const items = o.columns.get(current.stageId)?.items ?? [];
          if (index < 0 || index >= items.length) return;
          if (event.shiftKey && o.canManage) o.onToggle(items[index], true);
          return focusCard(current.stageId, index, o.columns, o.onLoadMore);
        }
        const at = loaded.findIndex((s) => s.id === current.stageId);
        const target = loaded[at + (right ? 1 : -1)];
        if (target) focusCard(target.id, current.index, o.columns, o.onLoadMore);
        return;
      }
      if (!current) return;
      if (key === "x" || (key === " " && current.onItself)) return o.canManage ? (handled(), o.onToggle(current.application, false)) : undefined;
      if (key === "o" || (key === "Enter" && current.onItself)) return (handled(), o.onOpen(current.application));
      if (!o.canManage) return;
      const subjects = o.selected.length ? o.selected : [current.application];
      if (key === "m") return (handled(), o.onMove(subjects.filter((a) => a.status === "active")));
      // the focused card only: the selection's cards may each have another next stage
      if (key === "n") return current.application.status === "active" ? (handled(), o.onMoveNext(current.application)) : undefined;
      if (key === "r") {
        const active = subjects.filter((a) => a.status === "active");
        return active.length ? (handled(), o.onReject(active)) : undefined;
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
