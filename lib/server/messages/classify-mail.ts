// What kind of inbound mail this is (docs/decisions/401): a person's answer, an automatic reply
// (out of office, "we received your mail") or a delivery failure. Only answers count as unread
// replies and notify the recruiter; the others are kept, marked, and shown folded.
export type InboundKind = "message" | "auto_reply" | "bounce";

type Headers = Map<string, string>;

const BOUNCE_SENDERS = /^(mailer-daemon|postmaster)@/i;

export function classifyInbound(headers: Headers, from: string): InboundKind {
  const contentType = headers.get("content-type") ?? "";
  if (/multipart\/report/i.test(contentType) && /report-type\s*=\s*"?delivery-status/i.test(contentType)) return "bounce";
  if (BOUNCE_SENDERS.test(from)) return "bounce";
  // RFC 3834: anything but "no" was sent by a machine
  const autoSubmitted = headers.get("auto-submitted");
  if (autoSubmitted && autoSubmitted.trim().toLowerCase() !== "no") return "auto_reply";
  // the older conventions still sent by Exchange, Gmail and mailing software
  if (headers.has("x-autoreply") || headers.has("x-autorespond")) return "auto_reply";
  const precedence = headers.get("precedence")?.trim().toLowerCase();
  if (precedence === "auto_reply" || precedence === "bulk" || precedence === "junk" || precedence === "list") return "auto_reply";
  return "message";
}
