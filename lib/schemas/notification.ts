import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";
import { Id, isStorableId } from "@/lib/schemas/common";

export const NotificationListQuery = PageQuery.extend({
  unread: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});
export type NotificationListQuery = z.output<typeof NotificationListQuery>;

// {ids: [..]} marks those, {all: true} every one of the caller's
export const MarkNotificationsReadBody = z.union([
  z.object({ ids: z.array(Id).min(1, "must name at least one notification").max(500, "must name at most 500 notifications").transform((ids) => ids.filter(isStorableId)) }),
  z.object({ all: z.literal(true, { message: "must be true" }) }),
], { message: "must be {ids: [id, ...]} or {all: true}" });
export type MarkNotificationsReadBody = z.output<typeof MarkNotificationsReadBody>;

// what was typed after "@": part of a member's name or e-mail (empty: anyone)
export const MentionableQuery = z.object({
  q: z.string().trim().max(100, "must be at most 100 characters").default(""),
});
