import { type AddressObject, simpleParser } from "mailparser";
import type { InboundMail } from "./inbound-mail";

// A raw RFC 5322 message, read by mailparser (docs/decisions/401).
// `returnPath`: the SMTP session's MAIL FROM ("" for the null sender); else the message's own
// Return-Path header, as a mail server delivering it wrote it.
export async function parseMime(raw: Buffer | string, envelopeTo: string[] = [], returnPath?: string): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const headers = new Map<string, string>();
  for (const { key, line } of parsed.headerLines) {
    if (!headers.has(key)) headers.set(key, line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim());
  }
  const addresses = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((a) => a.address ?? "")).filter(Boolean);
  const deliveredTo = parsed.headerLines.filter((h) => h.key === "delivered-to" || h.key === "x-original-to").map((h) => h.line.slice(h.line.indexOf(":") + 1).trim());
  return {
    envelopeTo,
    headerTo: [...addresses(parsed.to), ...addresses(parsed.cc), ...deliveredTo],
    from: parsed.from?.value[0]?.address ?? "",
    fromName: parsed.from?.value[0]?.name ?? "",
    returnPath: returnPath ?? (headers.has("return-path") ? unbracketed(headers.get("return-path")!) : undefined),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    headers,
    messageId: parsed.messageId ?? null,
    attachments: parsed.attachments
      .filter((a) => a.contentDisposition !== "inline" || !a.contentId)
      .map((a) => ({ fileName: a.filename ?? "attachment", bytes: a.content })),
  };
}

export function unbracketed(address: string): string {
  return address.trim().replace(/^<(.*)>$/, "$1").trim();
}
