import { z } from "zod";
import { ResourceId } from "./common";

export const RejectionReason = z.object({
  id: ResourceId,
  label: z.string().describe('1-80 characters, unique in the organization; the one labelled "Other" asks for the text'),
  archived: z.boolean().describe("Kept for the rejections that name it; not offered for new ones"),
});

export const RejectionReasonsResponse = z.object({
  reasons: z.array(RejectionReason).describe("In the organization's order, archived ones included"),
});
