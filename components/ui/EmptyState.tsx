import type { ReactNode } from "react";

export function EmptyState({ title, description, action, className = "" }: { title: string; description?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={`rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${className}`}>
      <p className="font-medium text-slate-800">{title}</p>
      {description ? <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
