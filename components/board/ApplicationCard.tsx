"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useDraggable } from "@dnd-kit/core";
import Link from "@/components/ui/Link";
import type { CSSProperties } from "react";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import type { ApplicationListItem, RatingSummary } from "@/lib/ui/types";
import { appDndId, type DragData } from "./dnd";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";

// Every card has the same height, so a column renders only the cards in view (docs/decisions/220).
export const CARD_HEIGHT = 138;
export const CARD_GAP = 8;

export type SelectGesture = { range: boolean };

type CardProps = {
  application: ApplicationListItem;
  rating: RatingSummary | undefined;
  canManage: boolean;
  // in the job's final stage: the card offers Hire; elsewhere hiring starts by moving it there
  inFinalStage: boolean;
  // the stage after the card's: one click moves it there (decision 282); null in the final stage
  nextStage: { id: number; name: string } | null;
  selected: boolean;
  position: { index: number; of: number };
  style: CSSProperties;
  onSelect: (application: ApplicationListItem, gesture: SelectGesture) => void;
  onReject: (application: ApplicationListItem) => void;
  onHire: (application: ApplicationListItem) => void;
  onMoveNext: (application: ApplicationListItem, stage: { id: number; name: string }) => void;
};

const isControl = (target: EventTarget) => target instanceof Element && Boolean(target.closest("a, button, input, label"));

// One applicant in a column. Managers drag it by pointer anywhere on the card, or by keyboard from
// its handle; a checkbox (or Ctrl/⌘-click, Shift-click for a range) selects it for bulk actions.
export function ApplicationCard({ application, rating, canManage, inFinalStage, nextStage, selected, position, style, onSelect, onReject, onHire, onMoveNext }: CardProps) {
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Board.ApplicationCard");
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
      style={{ ...style, height: CARD_HEIGHT }}
      tabIndex={-1}
      aria-posinset={position.index + 1}
      aria-setsize={position.of}
      onPointerDown={draggable ? (listeners?.onPointerDown as React.PointerEventHandler | undefined) : undefined}
      onClick={(event) => {
        if (!canManage || isControl(event.target)) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey) {
          event.preventDefault();
          onSelect(application, { range: event.shiftKey });
        }
      }}
      data-testid={`card-${application.id}`}
      data-card-id={application.id}
      data-stage-id={application.currentStageId}
      className={`overflow-hidden rounded-lg border bg-white p-2.5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
        selected ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"
      } ${isDragging ? "opacity-40" : ""} ${draggable ? "cursor-grab" : ""}`}
    >
      <CardBody
        application={application}
        rating={rating}
        select={
          canManage ? (
            <input
              type="checkbox"
              checked={selected}
              onChange={() => undefined}
              onClick={(event) => onSelect(application, { range: event.shiftKey })}
              aria-label={t("select", { name: application.name })}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            />
          ) : null
        }
      />
      {/* the card's next step: the next stage, or Hire in the final stage; a closed card's status */}
      <div className="mt-1 flex h-6 items-center">
        {application.status !== "active" ? (
          <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{labels(`applicationStatus.${application.status}`)}</Badge>
        ) : null}
        {canManage && application.status === "active" && nextStage ? (
          <button
            type="button"
            onClick={() => onMoveNext(application, nextStage)}
            title={t("moveTo", { stage: nextStage.name })}
            aria-keyshortcuts="n"
            className="min-w-0 truncate rounded border border-slate-200 px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50"
          >
            {/* an arrow instead of "Move to": the stage's name is what must fit in a 12rem column */}
            <span className="sr-only">{t("moveNameTo", { name: application.name })} </span>
            <span aria-hidden="true">→ </span>
            {nextStage.name}
          </button>
        ) : null}
        {canManage && application.status === "active" && inFinalStage ? (
          <button type="button" onClick={() => onHire(application)} className="rounded border border-green-200 px-1.5 py-0.5 text-xs font-medium text-green-800 hover:bg-green-50">
            {t.rich("hire", { name: application.name, hidden })}
          </button>
        ) : null}
      </div>
      <div className="mt-1 flex items-center gap-1 border-t border-slate-100 pt-1">
        <Link href={`/candidates/${application.candidateId}`} className="rounded px-1.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100">
          {/* the card names the candidate; a name here would make two links read as the same */}
          {t("profile")}
        </Link>
        {canManage && application.status === "active" ? (
          <button type="button" onClick={() => onReject(application)} className="rounded px-1.5 py-0.5 text-xs font-medium text-red-700 hover:bg-red-50">
            {t.rich("reject", { name: application.name, hidden })}
          </button>
        ) : null}
        {draggable ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler | undefined}
            aria-label={t("moveToAnother", { name: application.name })}
            className="ml-auto shrink-0 cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <GripIcon />
          </button>
        ) : null}
      </div>
    </li>
  );
}

type BodyProps = { application: ApplicationListItem; rating: RatingSummary | undefined; select?: React.ReactNode };

// Name, applied date and status or score, each on one line that the column is wide enough to show
// in full (decision 282; the e2e checks that no name is cut).
export function CardBody({ application, rating, select }: BodyProps) {
  const t = useTranslations("Recruiter.Board.ApplicationCard");
  const format = useFormatting();
  return (
    <div className="flex items-start gap-2">
      {select}
      <div className="min-w-0 flex-1">
        <Link href={`/applications/${application.id}`} data-card-name className="block truncate text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {application.name}
        </Link>
        <p data-card-line className="mt-0.5 truncate text-xs text-slate-600">
          {t("applied", { date: format.date(application.createdAt) })}
        </p>
        {/* the score on a line of its own (the status sits on the next-step line): a card keeps its fixed height */}
        <div data-card-line className="mt-1 h-4 truncate text-xs text-slate-700">
          <RatingText rating={rating} />
        </div>
      </div>
    </div>
  );
}

function RatingText({ rating }: { rating: RatingSummary | undefined }) {
  const t = useTranslations("Recruiter.Board.ApplicationCard");
  // without a summary the caller may not see scores yet (interviewers before their own feedback)
  const format = useFormatting();
  if (!rating) return null;
  if (rating.averageScore === null || rating.feedbackCount === 0) return <span className="text-slate-600">{t("noFeedbackYet")}</span>;
  return (
    <span title={t("averageScoreFrom1Strong")}>
      <span aria-hidden="true">★ </span>
      {format.average(rating.averageScore)}
      <span className="sr-only"> {t("averageScoreOutOf4")}</span> {t("reviews", { count: rating.feedbackCount, n: format.number(rating.feedbackCount) })}
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
