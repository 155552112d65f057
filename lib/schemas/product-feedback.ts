import { z } from "zod";

export const SendProductFeedbackBody = z.object({
  message: z.string().trim().min(1, "must not be empty").max(5000, "must be at most 5000 characters"),
  page: z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters"),
});
export type SendProductFeedbackBody = z.output<typeof SendProductFeedbackBody>;
