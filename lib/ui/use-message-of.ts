"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { messageOf } from "./api";

// messageOf with the screen's Recruiter translator: `const messageOf = useMessageOf()` in a component
// or hook, then messageOf(caught) in its catch blocks, as before (docs/decisions/431).
export function useMessageOf(): (error: unknown) => string {
  const t = useTranslations("Recruiter");
  return useCallback((error: unknown) => messageOf(error, t), [t]);
}
