import type { ReactNode } from "react";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";

// One section of the reports page as each reads its own endpoint: its title and what it shows, the
// error with a retry, a placeholder while the first answer loads, then either the empty state or
// the figures. `shown`: an answer is there; `empty`: it holds nothing to show.
export function ReportSection({
  id,
  title,
  description,
  error,
  onRetry,
  loading,
  shown,
  empty,
  emptyText,
  skeletonClassName = "h-24",
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  error: string | null;
  onRetry: () => void;
  loading: boolean;
  shown: boolean;
  empty: boolean;
  emptyText: string;
  skeletonClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <ErrorMessage message={error} onRetry={onRetry} className="mt-3" />
      {!shown && loading ? <Skeleton className={`mt-3 w-full ${skeletonClassName}`} /> : null}
      {shown && empty ? <p className="mt-3 text-sm text-slate-600">{emptyText}</p> : null}
      {shown && !empty ? children : null}
    </section>
  );
}
