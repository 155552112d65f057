import { z } from "zod";

// `?ready=1` (or `true`) asks for readiness instead of liveness.
export const HealthQuery = z.object({
  ready: z
    .enum(["1", "true", "0", "false"])
    .optional()
    .transform((value) => value === "1" || value === "true")
    .meta({ description: "`1`: readiness (503 while draining on shutdown, when the database does not answer, or with migrations pending)" }),
});
