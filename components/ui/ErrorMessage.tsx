"use client";

import type { ReactNode } from "react";

// An error next to the action that failed. role="alert" so it is announced when it appears.
export function ErrorMessage({ message, onRetry, className = "", children }: { message: string | null | undefined; onRetry?: () => void; className?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      <span>{message}</span>
      {children}
      {onRetry ? (
        <button type="button" onClick={onRetry} className="font-medium underline hover:no-underline">
          Try again
        </button>
      ) : null}
    </div>
  );
}
