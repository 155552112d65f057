"use client";

import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";

export type ActivityRow = { key: string | number; tone: BadgeTone; status: string; label: ReactNode; detail: ReactNode };

// A settings panel's list of what background work did (imports, hand-offs to an HR system): a
// skeleton while it loads, the error with a retry, an empty state, then one row a run with its status
// badge, what it was and its counts.
export function ActivityLog({
  title,
  rows,
  error,
  onRetry,
  empty,
}: {
  title: string;
  rows: ActivityRow[] | undefined;
  error: string | null | undefined;
  onRetry: () => void;
  empty: { title: string; description: string };
}) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ErrorMessage message={error} onRetry={onRetry} />
      {!rows && !error ? <Skeleton className="mt-2 h-10 w-full" /> : null}
      {rows && rows.length === 0 ? <EmptyState className="mt-2" title={empty.title} description={empty.description} /> : null}
      {rows && rows.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-center gap-2 py-2">
              <Badge tone={row.tone}>{row.status}</Badge>
              <span className="min-w-0 flex-1 break-words text-slate-800">{row.label}</span>
              <span className="min-w-0 break-words text-xs text-slate-600">{row.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
