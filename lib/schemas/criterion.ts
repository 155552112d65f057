import { z } from "zod";
import { Name } from "./common";

export const CreateCriterionBody = z.object({ name: Name });

export const criterionSelect = { id: true, name: true, position: true } as const;
