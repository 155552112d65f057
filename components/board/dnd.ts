import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { RecruiterT } from "@/lib/i18n/recruiter-t";

// Ids on the board: columns are "stage-<id>" (sortable, and the drop target for cards), cards "app-<id>".
export const stageDndId = (id: number) => `stage-${id}`;
export const appDndId = (id: number) => `app-${id}`;
export const idFrom = (dndId: string | number) => Number(String(dndId).split("-")[1]);
export type DragData = { type: "stage"; name: string } | { type: "application"; name: string; stageId: number };

// Cards and columns both only ever land on columns.
export const boardCollision: CollisionDetection = (args) => {
  const droppableContainers = args.droppableContainers.filter((c) => c.data.current?.type === "stage");
  const scoped = { ...args, droppableContainers };
  if (args.pointerCoordinates && args.active.data.current?.type === "application") {
    const within = pointerWithin(scoped);
    if (within.length) return within;
  }
  return closestCenter(scoped);
};

const NEXT_KEYS = ["ArrowRight", "ArrowDown"];
const PREVIOUS_KEYS = ["ArrowLeft", "ArrowUp"];

// Keyboard moves jump a whole column per arrow press instead of creeping 25 px at a time.
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context, currentCoordinates } = args;
  if (context.active?.data.current?.type !== "application") return sortableKeyboardCoordinates(event, args);
  const forward = NEXT_KEYS.includes(event.code);
  if (!forward && !PREVIOUS_KEYS.includes(event.code)) return undefined;
  event.preventDefault();
  const columns = context.droppableContainers
    .getEnabled()
    .filter((c) => c.data.current?.type === "stage")
    .map((c) => ({ id: c.id, rect: context.droppableRects.get(c.id) }))
    .filter((c): c is { id: string | number; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.left - b.rect.left);
  const from = context.over?.id ?? stageDndId((context.active.data.current as { stageId: number }).stageId);
  const index = columns.findIndex((c) => c.id === from);
  const target = columns[index + (forward ? 1 : -1)];
  if (!target || !context.collisionRect) return currentCoordinates;
  return {
    x: target.rect.left + (target.rect.width - context.collisionRect.width) / 2,
    y: target.rect.top + 48,
  };
};

// What a screen reader hears while a card or a column moves (Recruiter.Board.Dnd).
export function boardAnnouncements(stageName: (dndId: string | number) => string, t: RecruiterT): Announcements {
  const label = (data: unknown) => (data as DragData | undefined)?.name ?? t("Board.Dnd.item");
  const isCard = (data: unknown) => (data as DragData | undefined)?.type === "application";
  return {
    onDragStart: ({ active }) => t(isCard(active.data.current) ? "Board.Dnd.pickedUpCard" : "Board.Dnd.pickedUpStage", { name: label(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t(isCard(active.data.current) ? "Board.Dnd.cardOver" : "Board.Dnd.stageOver", { name: label(active.data.current), stage: stageName(over.id) })
        : t("Board.Dnd.notOver", { name: label(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t(isCard(active.data.current) ? "Board.Dnd.cardDropped" : "Board.Dnd.stageDropped", { name: label(active.data.current), stage: stageName(over.id) })
        : t("Board.Dnd.droppedOutside", { name: label(active.data.current) }),
    onDragCancel: ({ active }) => t("Board.Dnd.cancelled", { name: label(active.data.current) }),
  };
}

export function screenReaderInstructions(t: RecruiterT) {
  return { draggable: t("Board.Dnd.instructions") };
}
