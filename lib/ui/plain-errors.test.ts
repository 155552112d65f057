import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { englishRecruiterT } from "@/tests/support/recruiter-t";
import { formErrorsFrom, plainFieldMessage } from "./plain-errors";

const t = englishRecruiterT();

describe("plain words for the API's field messages", () => {
  it("says what to do about a webhook address the server refused", () => {
    expect(plainFieldMessage(t, "Endpoint URL", "must start with https://")).toBe("Use an https:// address.");
    expect(plainFieldMessage(t, "Endpoint URL", "host example.com could not be resolved")).toBe("We could not find example.com. Check the address.");
    expect(plainFieldMessage(t, "Endpoint URL", "must reach a public address; localhost resolves to 127.0.0.1 (loopback, private, link-local or reserved)")).toBe(
      "localhost is a private or internal address. Use one that can be reached from the internet.",
    );
    expect(plainFieldMessage(t, "Endpoint URL", "must be a URL")).toBe("Enter the full address, starting with https://.");
    expect(plainFieldMessage(t, "Endpoint URL", "must not contain a user name or password")).toBe("Remove the user name and password from the address.");
  });

  it("names the field for zod's generic messages and never shows zod's internals", () => {
    expect(plainFieldMessage(t, "Subject", "is required")).toBe("Subject is required.");
    expect(plainFieldMessage(t, "Subject", "must not be empty")).toBe("Subject is required.");
    expect(plainFieldMessage(t, "Key name", "must be at most 200 characters")).toBe("Use at most 200 characters.");
    expect(plainFieldMessage(t, "Role", "Invalid option: expected one of \"admin\"|\"recruiter\"")).toBe("Check the role.");
    expect(plainFieldMessage(t, "Accent color", "must be a color like #1A2B3C")).toBe("Accent color must be a color like #1A2B3C.");
    expect(plainFieldMessage(t, "Logo URL", "must be an https:// URL or a path on this site like /logo.svg")).toBe("Use an https:// address.");
  });
});

describe("a refused save split over the form's fields", () => {
  const fields = { url: "Endpoint URL", events: "Events" };

  it("puts each detail of a 400 at its field, in plain words, and leaves nothing for the form", () => {
    const error = new ApiError("Invalid body: url: host example.com could not be resolved", 400, [{ path: "url", message: "host example.com could not be resolved" }]);
    expect(formErrorsFrom(t, error, fields)).toEqual({ fields: { url: "We could not find example.com. Check the address." }, message: null });
  });

  it("keeps the first message per field, reads paths under a prefix and sends unknown paths to the form", () => {
    const error = new ApiError("Invalid body: ...", 400, [
      { path: "rejection.subject", message: "must not be empty" },
      { path: "rejection.subject", message: "must be one line" },
      { path: "rejection.body", message: "must be at most 10000 characters" },
      { path: "", message: "give applicationReceived, rejection or both" },
    ]);
    expect(formErrorsFrom(t, error, { subject: "Subject", body: "Text" }, { prefix: "rejection." })).toEqual({
      fields: { subject: "Subject is required.", body: "Use at most 10000 characters." },
      message: "Give applicationReceived, rejection or both.",
    });
  });

  it("sends a 409 to the field it concerns when the form names one, and other failures to the form", () => {
    const taken = new ApiError("That slug is taken", 409);
    expect(formErrorsFrom(t, taken, { slug: "Slug" }, { conflict: "slug" })).toEqual({ fields: { slug: "That slug is taken." }, message: null });
    const member = new ApiError("rita@acme.example is already a member of your team", 409);
    expect(formErrorsFrom(t, member, { email: "E-mail" }, { conflict: "email" }).fields).toEqual({ email: "rita@acme.example is already a member of your team." });
    expect(formErrorsFrom(t, taken, { slug: "Slug" })).toEqual({ fields: {}, message: "That slug is taken." });
    expect(formErrorsFrom(t, new ApiError("Invalid body: give role", 400), fields)).toEqual({ fields: {}, message: "Give role." });
    expect(formErrorsFrom(t, new Error("offline"), fields)).toEqual({ fields: {}, message: "offline" });
  });

  it("says a failure the API gave no words for in the catalogue's words, not the developer's", () => {
    expect(formErrorsFrom(t, new ApiError("HTTP 502", 502, [], "failed"), fields)).toEqual({ fields: {}, message: "The server could not complete the request (HTTP 502)." });
    expect(formErrorsFrom(t, new ApiError("HTTP 409", 409, [], "failed"), { slug: "Slug" }, { conflict: "slug" })).toEqual({ fields: {}, message: "The server could not complete the request (HTTP 409)." });
    expect(formErrorsFrom(t, new ApiError("Failed to fetch", 0, [], "offline"), fields).message).toBe("Could not reach the server. Check your connection and try again.");
  });
});
