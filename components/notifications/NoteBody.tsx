import { noteParts } from "./mention-text";

// A note's text with its mentions shown as "@Name".
export function NoteBody({ body, className }: { body: string; className?: string }) {
  return (
    <p className={className}>
      {noteParts(body).map((part, index) =>
        part.mention ? (
          <strong key={index} className="font-semibold text-brand-700">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
