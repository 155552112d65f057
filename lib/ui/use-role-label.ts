"use client";

import { useTranslations } from "next-intl";
import { isBuiltInRole } from "@/lib/auth/permissions";

// A role's words on a screen: a built-in role's label in the reader's language, else the name the
// organization gave its own role when known, else its key with spaces.
export function useRoleLabel(): (key: string, name?: string | null) => string {
  const labels = useTranslations("Recruiter.Labels");
  return (key, name) => (isBuiltInRole(key) ? labels(`role.${key}`) : (name ?? key.replace(/_/g, " ")));
}
