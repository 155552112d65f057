import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

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

export function boardAnnouncements(stageName: (dndId: string | number) => string): Announcements {
  const label = (data: unknown) => (data as DragData | undefined)?.name ?? "item";
  const isCard = (data: unknown) => (data as DragData | undefined)?.type === "application";
  return {
    onDragStart: ({ active }) =>
      isCard(active.data.current)
        ? `Picked up ${label(active.data.current)}. Use the arrow keys to choose a stage, space to drop, escape to cancel.`
        : `Picked up stage ${label(active.data.current)}. Use the arrow keys to move it, space to drop, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? isCard(active.data.current)
          ? `${label(active.data.current)} is over stage ${stageName(over.id)}.`
          : `Stage ${label(active.data.current)} is over the position of ${stageName(over.id)}.`
        : `${label(active.data.current)} is not over a stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? isCard(active.data.current)
          ? `${label(active.data.current)} dropped in stage ${stageName(over.id)}.`
          : `Stage ${label(active.data.current)} dropped at the position of ${stageName(over.id)}.`
        : `${label(active.data.current)} dropped outside the board; nothing changed.`,
    onDragCancel: ({ active }) => `Moving ${label(active.data.current)} was cancelled; nothing changed.`,
  };
}

export const screenReaderInstructions = {
  draggable:
    "To move this, press space or enter to pick it up. Use the arrow keys to move between stages, then press space or enter to drop it, or escape to cancel.",
};
