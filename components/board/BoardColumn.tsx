"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { GripIcon } from "./ApplicationCard";
import { stageDndId, type DragData } from "./dnd";
import type { Stage } from "@/lib/ui/types";

export const COLUMN_CLASSES = "flex w-58 shrink-0 flex-col rounded-xl bg-slate-100";
export const COLUMN_HEADER_CLASSES = "flex h-12 items-center gap-2 px-3";
export const COLUMN_LIST_CLASSES = "flex min-h-32 flex-1 flex-col gap-2 px-2 pb-2";

// A stage: a sortable column (managers reorder it by its handle) that also receives dropped cards.
export function BoardColumn({ stage, count, canManage, onRename, children }: { stage: Stage; count: number; canManage: boolean; onRename: (stage: Stage) => void; children: ReactNode }) {
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
            aria-label={`Reorder stage ${stage.name}`}
            className="-ml-1 cursor-grab rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
          >
            <GripIcon />
          </button>
        ) : null}
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {stage.name}
        </h2>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700" aria-label={`${count} ${count === 1 ? "application" : "applications"}`}>
          {count}
        </span>
        {canManage ? (
          <button
            type="button"
            onClick={() => onRename(stage)}
            aria-label={`Rename stage ${stage.name}`}
            className="rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
              <path d="M13.6 3.3a1.5 1.5 0 0 1 2.1 0l1 1a1.5 1.5 0 0 1 0 2.1L8 15.1 4 16l.9-4z" />
            </svg>
          </button>
        ) : null}
      </div>
      <ul className={COLUMN_LIST_CLASSES} aria-label={`Applications in ${stage.name}`}>
        {children}
      </ul>
    </section>
  );
}
