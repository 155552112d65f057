"use client";

import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { Textarea } from "@/components/ui/Input";
import { isAbort, call } from "@/lib/ui/api";
import { insertMention, mentionQueryAt } from "./mention-text";
import type { notificationOperations } from "@/lib/openapi/operations/notifications";

type Member = { id: string; name: string };

// A note's text box where typing "@" offers the colleagues who may see the candidate; choosing one
// (click, or arrows and Enter) writes `@[Name](userId)`, which notifies them when the note is added.
export function MentionTextarea({
  candidateId,
  value,
  onValueChange,
  ...rest
}: Omit<ComponentProps<typeof Textarea>, "value" | "onChange"> & { candidateId: number; value: string; onValueChange: (value: string) => void }) {
  const t = useTranslations("Recruiter.Notifications");
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [at, setAt] = useState<{ start: number; query: string } | null>(null);
  const [members, setMembers] = useState<Member[]>([]);
  const [active, setActive] = useState(0);
  const open = at !== null && members.length > 0;

  useEffect(() => {
    if (at === null) return;
    const controller = new AbortController();
    call<typeof notificationOperations.listMentionableMembers>("GET", `/api/candidates/${candidateId}/mentionable`, { query: { q: at.query }, signal: controller.signal }).then(
      (found) => {
        setMembers(found.members);
        setActive(0);
      },
      (error: unknown) => {
        if (!isAbort(error)) setMembers([]);
      },
    );
    return () => controller.abort();
  }, [at, candidateId]);

  function follow(text: string, caret: number) {
    const next = mentionQueryAt(text, caret);
    setAt((current) => (current?.start === next?.start && current?.query === next?.query ? current : next));
    if (!next) setMembers([]);
  }

  function choose(member: Member) {
    const box = ref.current;
    if (!box || !at) return;
    const inserted = insertMention(value, box.selectionStart, at, member);
    onValueChange(inserted.text);
    setAt(null);
    setMembers([]);
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(inserted.caret, inserted.caret);
    });
  }

  return (
    <div className="relative">
      <Textarea
        {...rest}
        ref={ref}
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setActive((i) => (i + (event.key === "ArrowDown" ? 1 : members.length - 1)) % members.length);
          } else if (event.key === "Enter" || event.key === "Tab") {
            event.preventDefault();
            choose(members[active]);
          } else if (event.key === "Escape") {
            event.preventDefault();
            setAt(null);
            setMembers([]);
          }
        }}
        onBlur={() => setTimeout(() => setMembers([]), 150)}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label={t("mentionOptions")} className="absolute z-20 mt-1 max-h-60 w-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {members.map((member, index) => (
            <li
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
            >
              {member.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
