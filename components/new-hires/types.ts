import type { newHireOperations } from "@/lib/openapi/operations/new-hires";
import type { ResponseOf } from "@/lib/ui/response-of";

// The new hire as the screens read it, from the endpoint's declaration.
export type NewHire = ResponseOf<typeof newHireOperations.listNewHires>["newHires"][number];
export type Handoff = NewHire["handoffs"][number];
export const HANDOFF_TONES = { pending: "amber", delivered: "green", failed: "red" } as const;
