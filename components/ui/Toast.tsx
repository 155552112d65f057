"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

type ToastTone = "success" | "error" | "info";
// an action offered with the message while it shows, such as Undo
type ToastAction = { label: string; run: () => void };
type Toast = { id: number; message: string; tone: ToastTone; action?: ToastAction };
type ToastApi = { show: (message: string, tone?: ToastTone, action?: ToastAction) => void };

const ToastContext = createContext<ToastApi | null>(null);
const VISIBLE_MS = 5000;

// Short confirmations ("Stage added") in a polite live region, some with an action for their 5 s
// (Undo, docs/decisions/221); errors stay next to their action instead.
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("Recruiter.Ui");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = "success", action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, message, tone, action }]);
      window.setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm text-white shadow-lg ${
              toast.tone === "error" ? "bg-red-700" : toast.tone === "info" ? "bg-slate-800" : "bg-green-700"
            }`}
          >
            <span>{toast.message}</span>
            {toast.action ? (
              <button
                type="button"
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.run();
                }}
                className="shrink-0 rounded font-semibold text-white underline underline-offset-2 hover:no-underline"
              >
                {toast.action.label}
              </button>
            ) : null}
            <button type="button" onClick={() => dismiss(toast.id)} className="ml-auto rounded text-white/80 hover:text-white" aria-label={t("dismiss")}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside <ToastProvider>");
  return context;
}
