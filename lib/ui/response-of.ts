import type { z } from "zod";

// The body an endpoint answers with, as its declaration's response schema says (decision 509).
// Screens import the declaration as a type only (`import type { offerOperations } from
// "@/lib/openapi/operations/offers"`), so none of its prose or examples reaches a browser bundle,
// and a screen that reads a field the API does not send fails to compile.
export type ResponseOf<E extends { success: { schema: z.ZodType } }> = z.output<E["success"]["schema"]>;
