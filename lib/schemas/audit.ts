import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";

const Filter = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional();

export const AuditLogQuery = PageQuery.extend({ action: Filter, targetType: Filter, actorUserId: Filter });
export type AuditLogQuery = z.output<typeof AuditLogQuery>;
