import { describe, expect, it } from "vitest";
import { mentionedUserIds } from "@/lib/server/notifications/mentions";
import { insertMention, mentionQueryAt, noteParts } from "./mention-text";

describe("mentions in a note", () => {
  it("finds what is typed after @ at the caret, not inside a word or an address", () => {
    expect(mentionQueryAt("Ask @ha", 7)).toEqual({ start: 4, query: "ha" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQueryAt("mail ana@example.test", 21)).toBeNull();
    expect(mentionQueryAt("Ask @hank now", 13)).toBeNull();
  });

  it("writes the chosen member as @[Name](id), which the server reads back and the notes show as @Name", () => {
    const typed = "Ask @ha about it";
    const written = insertMention(typed, 7, { start: 4 }, { id: "u_1", name: "Hank [HM] Manager" });
    expect(written.text).toBe("Ask @[Hank  HM  Manager](u_1)  about it");
    expect(written.text.slice(0, written.caret)).toBe("Ask @[Hank  HM  Manager](u_1) ");
    expect(mentionedUserIds(`${written.text} and @[Ivy](u-2) and @[Ivy](u-2)`)).toEqual(["u_1", "u-2"]);
    expect(noteParts("Hi @[Hank](u_1)!")).toEqual([
      { text: "Hi ", mention: false },
      { text: "@Hank", mention: true },
      { text: "!", mention: false },
    ]);
  });
});
