import { describe, expect, it } from "vitest";
import { DEFAULT_BOARD_QUERY, boardPathWithQuery, boardQueryFrom, isBoardSearch } from "./board-query";

// The board reads its own query (pages/careers/[slug]/index.tsx, decision 462).
describe("board query", () => {
  it("keeps the valid filters and drops the invalid ones", () => {
    expect(boardQueryFrom({ q: " Engineer ", workplaceType: "moon", offset: "2", limit: "2" })).toEqual({ q: "Engineer", offset: 2, limit: 2 });
    expect(boardQueryFrom({})).toEqual(DEFAULT_BOARD_QUERY);
  });

  it("calls a view a search when any filter, paging or tracking parameter is there, even empty, and not for ?lang=", () => {
    expect(isBoardSearch({ q: "" })).toBe(true);
    expect(isBoardSearch({ offset: "50" })).toBe(true);
    expect(isBoardSearch({ utm_source: "x" })).toBe(true);
    expect(isBoardSearch({ lang: "de" })).toBe(false);
    expect(isBoardSearch({})).toBe(false);
  });

  it("gives the language switcher the board's address with the query but without ?lang= and empty fields", () => {
    expect(boardPathWithQuery("/careers/acme", { q: "", workplaceType: "remote", offset: "2", lang: "fr" })).toBe("/careers/acme?workplaceType=remote&offset=2");
    expect(boardPathWithQuery("/careers/acme", { lang: "fr" })).toBe("/careers/acme");
    expect(boardPathWithQuery("/careers/acme", { q: "a&b", source: ["x", "y"] })).toBe("/careers/acme?q=a%26b&source=x&source=y");
  });
});
