"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { GripIcon } from "./ApplicationCard";
import { stageDndId, type DragData } from "./dnd";
import type { Stage } from "@/lib/ui/types";
import { useTranslations } from "next-intl";

// 12rem at least (a card shows a 20-character name, its date and "3 reviews" in full) and growing
// to share the full-width row: six stages fit side by side at 1280 px, more scroll (decision 282)
export const COLUMN_CLASSES = "flex min-w-48 max-w-80 flex-[1_0_12rem] flex-col rounded-xl bg-slate-100";
export const COLUMN_HEADER_CLASSES = "flex min-h-12 items-center gap-2 px-3 py-1";
export const COLUMN_LIST_CLASSES = "flex min-h-32 flex-1 flex-col gap-2 px-1.5 pb-2";

// count: the server's count of the column's applications under the filter, loaded or not
type Props = { stage: Stage; count: number | null; isFinal: boolean; canManage: boolean; onEdit: (stage: Stage) => void; children: ReactNode };

// A stage: a sortable column (managers reorder it by its handle) that also receives dropped cards.
// The last is the final stage, where hiring moves a card.
export function BoardColumn({ stage, count, isFinal, canManage, onEdit, children }: Props) {
  const t = useTranslations("Recruiter.Board.BoardColumn");
  const format = useFormatting();
  const data: DragData = { type: "stage", name: stage.name };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging, isOver, active } = useSortable({
    id: stageDndId(stage.id),
    data,
    disabled: { draggable: !canManage, droppable: false },
  });
  const cardOver = isOver && active?.data.current?.type === "application";
  const headingId = `stage-heading-${stage.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${stage.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${COLUMN_CLASSES} ${isDragging ? "z-10 opacity-70 shadow-lg" : ""} ${cardOver ? "ring-2 ring-brand-500" : ""}`}
    >
      <div className={COLUMN_HEADER_CLASSES}>
        {canManage ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={t("reorder", { stage: stage.name })}
            className="-ml-1 cursor-grab rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
          >
            <GripIcon />
          </button>
        ) : null}
        <h2 id={headingId} className="line-clamp-2 min-w-0 flex-1 break-words text-sm font-semibold leading-tight text-slate-800" title={stage.name}>
          {stage.name}
        </h2>
        {isFinal ? (
          <span className="shrink-0 text-slate-500" title={t("finalStageHiringMovesCandidates")}>
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
              <path d="M4 2.5a1 1 0 0 1 1 1V4h9.2a.8.8 0 0 1 .64 1.28L13 8l1.84 2.72a.8.8 0 0 1-.64 1.28H5v5.5a1 1 0 1 1-2 0v-14a1 1 0 0 1 1-1Z" />
            </svg>
            <span className="sr-only">{t("finalStageHiringMovesCandidates")}</span>
          </span>
        ) : null}
        {count === null ? (
          <span className="h-5 w-8 animate-pulse rounded-full bg-white" aria-hidden="true" />
        ) : (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700" aria-label={t("count", { count, n: format.number(count) })}>
            {format.number(count)}
          </span>
        )}
        {canManage ? (
          <button
            type="button"
            onClick={() => onEdit(stage)}
            aria-label={t("edit", { stage: stage.name })}
            className="rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
              <path d="M13.6 3.3a1.5 1.5 0 0 1 2.1 0l1 1a1.5 1.5 0 0 1 0 2.1L8 15.1 4 16l.9-4z" />
            </svg>
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
