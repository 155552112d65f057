import type { ReactNode } from "react";

// A titled card; the heading names the region for screen-reader landmarks navigation, and the id
// is the card's anchor (home links to /applications/{id}#offers), kept clear of the sticky header.
export function Section({ id, title, description, actions, children, className = "" }: { id: string; title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <div className="mt-0.5 text-sm text-slate-600">{description}</div> : null}
        </div>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
