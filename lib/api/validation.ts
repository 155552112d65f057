import type { z } from "zod";
import { BadRequest } from "@/lib/errors";

// One readable sentence from a zod failure, e.g. "body.name: Too big: expected string to have <=200 characters".
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = result.error.issues.slice(0, 3).map((issue) => {
    const path = [where, ...issue.path.map(String)].filter(Boolean).join(".");
    return `${path}: ${issue.message}`;
  });
  throw new BadRequest(`Invalid ${where}: ${messages.join("; ")}`);
}
