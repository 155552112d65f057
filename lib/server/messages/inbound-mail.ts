// An inbound mail as both ways of receiving it (our SMTP listener, the provider's webhook) hand it
// over: the addresses that can carry a reply token, the sender, the text and the attachments.
export type InboundAttachment = { fileName: string; bytes: Buffer };

export type InboundMail = {
  // RCPT TO of the SMTP session, or the recipients the provider reports
  envelopeTo: string[];
  // To, Cc and Delivered-To as written in the message
  headerTo: string[];
  from: string;
  // the sender's display name ("Ana Silva" of "Ana Silva <ana@...>"), "" when none
  fromName?: string;
  // the envelope sender (SMTP's MAIL FROM, a post's Return-Path header): "" for the null sender of
  // bounces and automatic replies (RFC 3834), undefined when not known
  returnPath?: string;
  subject: string;
  // the whole plain text (from the HTML part when there is no text part)
  text: string;
  // lower-case header names; the first value of each
  headers: Map<string, string>;
  messageId: string | null;
  attachments: InboundAttachment[];
};
