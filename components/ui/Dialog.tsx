"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { useTranslations } from "next-intl";

// A modal on the native <dialog>: the browser traps focus, closes on Escape and returns focus to the
// control that opened it. `footer` holds the actions; a form inside can use them via form="...".
// A body taller than the screen scrolls between the title and the footer, so the actions stay in view.
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
}) {
  const t = useTranslations("Recruiter.Ui");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const width = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-3xl" }[size];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // a click on the backdrop lands on the dialog element itself
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${width} overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t("closeDialog")}
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                <path d="M6.3 5 5 6.3 8.7 10 5 13.7 6.3 15 10 11.3 13.7 15 15 13.7 11.3 10 15 6.3 13.7 5 10 8.7z" />
              </svg>
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className="mt-1 px-5 text-sm text-slate-600 sm:px-6">
              {description}
            </p>
          ) : null}
          <div className={`min-h-0 flex-1 overflow-y-auto px-5 sm:px-6 ${footer ? "pb-2" : "pb-5 sm:pb-6"}`}>{children ? <div className="mt-4">{children}</div> : null}</div>
          {footer ? <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-5 py-3 sm:px-6">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

// The usual footer of a dialog whose form is its body: Cancel, and the form's submit button.
export function DialogFooter({ formId, submit, pending, onClose, danger = false }: { formId: string; submit: string; pending: boolean; onClose: () => void; danger?: boolean }) {
  const t = useTranslations("Recruiter.Ui");
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t("cancel")}
      </Button>
      <Button type="submit" form={formId} variant={danger ? "danger" : "primary"} loading={pending}>
        {submit}
      </Button>
    </>
  );
}
