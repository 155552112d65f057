import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "brand" | "green" | "amber" | "red" | "purple";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  green: "bg-green-50 text-green-800 ring-green-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  purple: "bg-purple-50 text-purple-800 ring-purple-200",
};

export function Badge({ tone = "neutral", children, className = "" }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]} ${className}`}>
      {children}
    </span>
  );
}

export const JOB_STATUS_TONES: Record<"draft" | "open" | "closed", BadgeTone> = { draft: "amber", open: "green", closed: "neutral" };

export const APPLICATION_STATUS_TONES: Record<"active" | "rejected" | "hired" | "withdrawn", BadgeTone> = {
  active: "brand",
  rejected: "red",
  hired: "green",
  withdrawn: "neutral",
};
