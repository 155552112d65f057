import { rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { InboundMailPost, InboundMailResult } from "@/lib/schemas/inbound-mail";
import { MessageAttachmentParams, SendMessageBody } from "@/lib/schemas/message";
import { MarkReadResponse, MessageResponse, MessagesResponse } from "@/lib/schemas/responses/message";
import { ResumeFileBody } from "@/lib/schemas/responses/privacy";
import { operations } from "../declare";

// Conversations with candidates (docs/decisions/400-402).
const tag = "Candidates";
const CANDIDATE_404 = "The candidate does not exist, belongs to another organization, or the caller may not see them.";
const outbound = {
  id: 41,
  applicationId: 812,
  direction: "outbound",
  kind: "message",
  subject: "Your interview for Site Reliability Engineer",
  bodyText: "Hello Ana Silva,\n\ncould you send us two times that suit you next week?\n\nBest, Maria",
  fullText: null,
  from: "Hiring <no-reply@acme.example>",
  to: "ana.silva@example.com",
  author: { id: "clx0maria", name: "Maria Recruiter" },
  sendAt: null,
  sentAt: "2026-11-20T10:00:02.000Z",
  readAt: null,
  attachments: [],
  createdAt: "2026-11-20T10:00:00.000Z",
};
const inbound = {
  ...outbound,
  id: 42,
  direction: "inbound",
  subject: "Re: Your interview for Site Reliability Engineer",
  bodyText: "Tuesday 10:00 or Thursday 15:00 work for me. My portfolio is attached.",
  fullText: "Tuesday 10:00 or Thursday 15:00 work for me. My portfolio is attached.\n\nOn Fri, Nov 20, 2026 Maria wrote:\n> Hello Ana Silva, ...",
  from: "ana.silva@example.com",
  to: "reply+k3v7...@replies.acme.example",
  author: null,
  sentAt: "2026-11-20T13:12:40.000Z",
  readAt: "2026-11-20T14:01:00.000Z",
  attachments: [{ id: 7, fileName: "portfolio.pdf", contentType: "application/pdf", size: 182_004 }],
  createdAt: "2026-11-20T13:12:40.000Z",
};

export const messageOperations = operations({
  listCandidateMessages: {
    method: "get",
    path: "/api/candidates/{id}/messages",
    tag,
    summary: "The conversation with a candidate",
    description:
      "Extension (docs/decisions/400). Every e-mail written to the candidate from the product and every reply that came back, oldest first, with `unread`: replies nobody has opened yet. Read by whoever manages one of the candidate's applications (admins, recruiters, the job's hiring managers); a caller who sees the candidate otherwise (an interviewer) gets an empty conversation. Automatic replies and bounces come with `kind` `auto_reply` or `bounce` and never count as unread.",
    access: "authenticated",
    // messages with candidates
    need: rows("the row-level policies show the conversation to those with `messages.read` (an empty list otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "The conversation", schema: MessagesResponse, example: { messages: [outbound, inbound], unread: 0 } },
    errors: { 404: CANDIDATE_404 },
  },
  sendCandidateMessage: {
    method: "post",
    path: "/api/candidates/{id}/messages",
    tag,
    summary: "Write to a candidate",
    description:
      "Extension (docs/decisions/400). An e-mail to the candidate through the mail queue, now or at `sendAt` (within 90 days). Subject and body may use `{{candidate.name}}`, `{{job.title}}` (the application's job) and `{{org.name}}`. The mail's Reply-To is an address of its own (`reply+<token>@INBOUND_MAIL_DOMAIN`) that brings the answer back onto this conversation. Admins, recruiters and the hiring managers of one of the candidate's jobs. Audited as `message.sent` or `message.scheduled`. As `multipart/form-data` the same fields come as form fields (an empty one counts as absent) with up to five files `attachments[0]` … `attachments[4]` (docs/decisions/406): PDF, DOCX, PNG or JPEG told by their bytes, at most 10 MB each; they are the message's `attachments` and go with the mail.",
    access: "authenticated",
    need: rows("a candidate the caller cannot see is 404; writing to them needs `messages.send` and one of their jobs the caller works on (403)"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    body: SendMessageBody,
    multipartFile: { field: "attachments[0]", description: "The first file sent with the message; further ones are attachments[1] to attachments[4]", contentTypes: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "image/png", "image/jpeg"] },
    bodyExample: { subject: "Your interview for {{job.title}}", body: "Hello {{candidate.name}},\n\ncould you send us two times that suit you next week?", applicationId: 812 },
    success: { status: 201, description: "The message, queued", schema: MessageResponse, example: { message: { ...outbound, sentAt: null } } },
    errors: {
      400: "A placeholder that does not exist, an `applicationId` that is not one of this candidate's, `sendAt` more than 90 days ahead, an attachment that is not a PDF, DOCX, PNG or JPEG or is larger than 10 MB (at `attachments[<n>]`), or more than five files (one `details` entry each).",
      403: "The caller sees the candidate but manages none of their applications (an interviewer).",
      413: "The body is larger than 64 KiB (JSON), or the files together larger than 50 MB (multipart).",
      404: CANDIDATE_404,
    },
  },
  markCandidateMessagesRead: {
    method: "post",
    path: "/api/candidates/{id}/messages/read",
    tag,
    summary: "Mark a candidate's replies read",
    description: "Extension (docs/decisions/400). The conversation was opened: its unread replies become read (`readAt`). Answers how many changed.",
    access: "authenticated",
    need: rows("the row-level policies decide which conversations the caller reads"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "How many replies became read", schema: MarkReadResponse, example: { read: 1 } },
    errors: { 404: CANDIDATE_404 },
  },
  getMessageAttachment: {
    method: "get",
    path: "/api/messages/{id}/attachments/{attachmentId}",
    tag,
    summary: "Download a file a candidate sent with a reply",
    description:
      "Extension (docs/decisions/401). Files came with a reply and were kept because their bytes are a document or a picture (PDF, DOC, DOCX, ODT, PNG, JPEG, GIF, WebP; up to 10 MB, 10 a message). Served as a résumé is: `nosniff`, `sandbox`, `inline` only for a PDF.",
    access: "authenticated",
    need: rows("the row-level policies decide which messages the caller reads (404 otherwise)"),
    params: MessageAttachmentParams,
    parameterDocs: { id: "Id of the message", attachmentId: "Id of the attachment" },
    success: { status: 200, description: "The file's bytes", schema: ResumeFileBody, example: "%PDF-1.4 ...", contentType: "application/*" },
    errors: { 404: "No such attachment on a message the caller may read." },
  },
  receiveInboundMail: {
    method: "post",
    path: "/api/inbound-mail",
    tag,
    summary: "Receive a candidate's reply or an application by e-mail from a mail provider",
    description:
      "Extension (docs/decisions/402). For a mail provider that receives the mail of `INBOUND_MAIL_DOMAIN` and posts each message as JSON in the shape of Postmark's inbound webhook. The post must be signed as Standard Webhooks say (`webhook-id`, `webhook-timestamp` within five minutes, `webhook-signature` with `INBOUND_MAIL_SECRET`); without that setting the endpoint answers 404. A message to a `reply+<token>` address of one of our messages goes on that conversation (`stored`); one that names no conversation (`unknown`) or was received before (`duplicate`, by its Message-ID, or a post with the same `webhook-id` while its signature is valid: a replay) stores nothing. A message to a job's intake address (`jobs+<jobSlug>@<INBOUND_MAIL_DOMAIN>`, or `jobs+<jobSlug>.<orgSlug>@` where another organization's older job holds the plain form; see `GET /api/jobs/{id}/intake-address`, docs/decisions/498) is an application by e-mail, handled in one transaction: with a PDF or DOCX résumé attached (told by its bytes) on an open job it becomes an application with source `email` (the candidate with the sender's address if the organization has one, else a new one named from the résumé or the From display name), the résumé stored and read into fields, and the sender gets the organization's received mail in their language (the message's `Content-Language`, else the résumé's headings, else the organization's first careers language): `applied`. A closed or unknown job of the organization, a mail without a résumé, or a sender who already applied to the job writes nothing and gets a reply saying why: `answered`. An automatic reply or bounce (`Auto-Submitted` other than `no`, `Precedence: bulk`/`auto_reply`, a mailer-daemon sender, a null `Return-Path`) is neither kept nor answered: `ignored`. An intake address that names no organization is `unknown` and answered by nobody. Each answers 200, so the provider does not post it again. A message larger than `INBOUND_MAX_MESSAGE_BYTES` (the SMTP listener's limit too) is refused with 413: its size is the subject, headers, text and HTML bodies and the attachments in base64, as the MIME message SMTP counts carries them (docs/decisions/450). The same is possible by SMTP: `npm start` runs a listener on `INBOUND_SMTP_PORT`.",
    access: "public",
    body: InboundMailPost,
    bodyExample: {
      From: "Ana Silva <ana.silva@example.com>",
      FromFull: { Email: "ana.silva@example.com", Name: "Ana Silva" },
      ToFull: [{ Email: "reply+k3v7abcdefghijklmnopqrstuvwxyz@replies.acme.example" }],
      Subject: "Re: Your interview",
      TextBody: "Tuesday 10:00 works for me.\n\nOn Fri, Maria wrote:\n> ...",
      Headers: [{ Name: "Message-ID", Value: "<CAF=abc@mail.example.com>" }],
      Attachments: [],
    },
    success: { status: 200, description: "What became of the mail", schema: InboundMailResult, example: { status: "stored" } },
    errors: {
      401: "The signature is missing, wrong or older than five minutes.",
      404: "`INBOUND_MAIL_SECRET` is not set: the endpoint is off.",
      413: "The message is larger than `INBOUND_MAX_MESSAGE_BYTES` (or the post than twice that and 1 MiB).",
    },
  },
});

