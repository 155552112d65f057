"use client";

import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { useTranslations } from "next-intl";

// `action`: its words' key in Recruiter.Board.ShortcutsDialog.actions
export type Shortcut = { keys: string[]; action: string };

// The board's keys (docs/decisions/223); none fires while typing in a field or with a dialog open.
export const BOARD_SHORTCUTS: Shortcut[] = [
  { keys: ["j", "↓"], action: "nextCard" },
  { keys: ["k", "↑"], action: "previousCard" },
  { keys: ["h", "←"], action: "columnLeft" },
  { keys: ["l", "→"], action: "columnRight" },
  { keys: ["x"], action: "toggleSelection" },
  { keys: ["Shift", "j / k"], action: "extendSelection" },
  { keys: ["Enter", "o"], action: "openApplication" },
  { keys: ["m"], action: "moveCards" },
  { keys: ["n"], action: "moveCardNext" },
  { keys: ["r"], action: "rejectCards" },
  { keys: ["u"], action: "undoChange" },
  { keys: ["Esc"], action: "clearSelection" },
  { keys: ["/"], action: "searchApplications" },
  { keys: ["?"], action: "showShortcuts" },
];

export function ShortcutsDialog({ title, shortcuts, onClose }: { title: string; shortcuts: Shortcut[]; onClose: () => void }) {
  const t = useTranslations("Recruiter.Board.ShortcutsDialog");
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t("theyWorkWhenTheFocus")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      }
    >
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("keys")}</th>
            <th scope="col">{t("action")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shortcuts.map((s) => (
            <tr key={s.action}>
              <td className="py-1.5 pr-4 whitespace-nowrap">
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? <span className="px-1 text-slate-500">{s.keys[0] === "Shift" ? "+" : t("or")}</span> : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">{k}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-1.5 text-slate-700">{t(`actions.${s.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

// True when a key press belongs to what the person is typing or to an open dialog, not to a shortcut.
export function isTypingTarget(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest("dialog[open]")) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
