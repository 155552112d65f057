import { describe, expect, it } from "vitest";
import { findDateRange, parsePoint } from "./dates";

describe("dates", () => {
  it.each([
    ["Jan 2020 – Present", "2020-01", null],
    ["March 2019 - December 2021", "2019-03", "2021-12"],
    ["März 2019 – heute", "2019-03", null],
    ["10/2017 – 02/2018", "2017-10", "2018-02"],
    ["janv. 2021 - aujourd’hui", "2021-01", null],
    ["juin 2019 à déc. 2019", "2019-06", "2019-12"],
    ["septiembre de 2020 - actualidad", "2020-09", null],
    ["enero 2018 hasta la fecha", "2018-01", null],
    ["fev. 2021 – atual", "2021-02", null],
    ["março 2015 a maio 2017", "2015-03", "2017-05"],
    ["2018 - 2021", "2018", "2021"],
    ["2019-04 – 2020-11", "2019-04", "2020-11"],
    ["seit 2022", "2022", null],
    ["Since Aug 2023", "2023-08", null],
  ])("reads %s", (text, startDate, endDate) => {
    expect(findDateRange(`Engineer, Acme, ${text}`)).toMatchObject({ startDate, endDate });
  });

  it("finds no range in a phone number, a postcode or a single year", () => {
    expect(findDateRange("+49 30 1234-5678")).toBeNull();
    expect(findDateRange("10115 Berlin")).toBeNull();
    expect(findDateRange("Ph.D., 1934")).toBeNull();
  });

  it("refuses impossible points", () => {
    expect(parsePoint("13/2020")).toBeNull();
    expect(parsePoint("1899")).toBeNull();
    expect(parsePoint("2101")).toBeNull();
    expect(parsePoint("Dez 2020")).toBe("2020-12");
  });
});
