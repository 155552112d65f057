"use client";

import { useDraggable } from "@dnd-kit/core";
import Link from "next/link";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { APPLICATION_STATUS_LABELS, formatDate } from "@/lib/ui/format";
import type { ApplicationListItem, RatingSummary } from "@/lib/ui/types";
import { appDndId, type DragData } from "./dnd";

type CardProps = {
  application: ApplicationListItem;
  rating: RatingSummary | undefined;
  canManage: boolean;
  // in the job's final stage: the card offers Hire; elsewhere hiring starts by moving it there
  inFinalStage: boolean;
  onReject: (application: ApplicationListItem) => void;
  onHire: (application: ApplicationListItem) => void;
};

// One applicant in a column. Managers drag it by pointer anywhere on the card, or by keyboard from its handle.
export function ApplicationCard({ application, rating, canManage, inFinalStage, onReject, onHire }: CardProps) {
  const draggable = canManage && application.status === "active";
  const data: DragData = { type: "application", name: application.name, stageId: application.currentStageId };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: appDndId(application.id),
    data,
    disabled: !draggable,
  });
  return (
    <li
      ref={setNodeRef}
      onPointerDown={draggable ? (listeners?.onPointerDown as React.PointerEventHandler | undefined) : undefined}
      data-testid={`card-${application.id}`}
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${isDragging ? "opacity-40" : ""} ${draggable ? "cursor-grab" : ""}`}
    >
      <CardBody
        application={application}
        rating={rating}
        handle={
          draggable ? (
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler | undefined}
              aria-label={`Move ${application.name} to another stage`}
              className="-m-1 shrink-0 cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <GripIcon />
            </button>
          ) : null
        }
      />
      {canManage && application.status === "active" ? (
        <div className="mt-2 flex gap-2 border-t border-slate-100 pt-2">
          <button type="button" onClick={() => onReject(application)} className="rounded px-1.5 py-0.5 text-xs font-medium text-red-700 hover:bg-red-50">
            Reject<span className="sr-only"> {application.name}</span>
          </button>
          {inFinalStage ? (
            <button type="button" onClick={() => onHire(application)} className="rounded px-1.5 py-0.5 text-xs font-medium text-green-800 hover:bg-green-50">
              Hire<span className="sr-only"> {application.name}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function CardBody({ application, rating, handle }: { application: ApplicationListItem; rating: RatingSummary | undefined; handle?: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <Link href={`/applications/${application.id}`} className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {application.name}
        </Link>
        <p className="mt-0.5 text-xs text-slate-600">Applied {formatDate(application.createdAt)}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
          {application.status !== "active" ? (
            <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
          ) : null}
          <RatingText rating={rating} />
        </div>
      </div>
      {handle}
    </div>
  );
}

function RatingText({ rating }: { rating: RatingSummary | undefined }) {
  // without a summary the caller may not see scores yet (interviewers before their own feedback)
  if (!rating) return null;
  if (rating.averageScore === null || rating.feedbackCount === 0) return <span className="text-slate-600">No feedback yet</span>;
  return (
    <span title="Average score from 1 (strong no) to 4 (strong yes)">
      <span aria-hidden="true">★ </span>
      {rating.averageScore.toFixed(2)}
      <span className="sr-only"> average score out of 4</span> · {rating.feedbackCount} {rating.feedbackCount === 1 ? "review" : "reviews"}
    </span>
  );
}

export function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
      <circle cx="7" cy="5" r="1.5" />
      <circle cx="13" cy="5" r="1.5" />
      <circle cx="7" cy="10" r="1.5" />
      <circle cx="13" cy="10" r="1.5" />
      <circle cx="7" cy="15" r="1.5" />
      <circle cx="13" cy="15" r="1.5" />
    </svg>
  );
}
