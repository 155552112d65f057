import { appUrl } from "@/lib/env";

// Single-use links carry a bearer token: whoever holds the link acts as its recipient (joins the team,
// withdraws the application). They are built here, and hidden here from everything but the delivery
// itself: the outbox API always, the stored mail once it was sent (docs/decisions/111).
export const HIDDEN_TOKEN = "[hidden]";

// The path of every kind of single-use link, followed by its token (base64url).
const SECRET_LINK = /(\/(?:invite|careers\/withdraw|careers\/offers|careers\/schedule|careers\/interview|careers\/applications|careers\/survey)\/)[A-Za-z0-9_-]+/g;

export function invitationLink(token: string): string {
  return `${appUrl()}/invite/${token}`;
}

export function withdrawalLink(token: string): string {
  return `${appUrl()}/careers/withdraw/${token}`;
}

// an offer's letter, to accept or decline (docs/decisions/393)
export function offerLink(token: string): string {
  return `${appUrl()}/careers/offers/${token}`;
}

// a candidate's self-scheduling page (docs/decisions/376)
export function schedulingLink(token: string): string {
  return `${appUrl()}/careers/schedule/${token}`;
}

// the candidate's page to move or cancel their interview (docs/decisions/411)
export function interviewManageLink(token: string): string {
  return `${appUrl()}/careers/interview/${token}`;
}

// the candidate's own page of an application (docs/decisions/493)
export function applicationPageLink(token: string): string {
  return `${appUrl()}/careers/applications/${token}`;
}

// the candidate's survey after their application ended, in the language they applied in (docs/decisions/499)
export function surveyLink(token: string, locale: string): string {
  return `${appUrl()}/careers/survey/${token}?lang=${encodeURIComponent(locale)}`;
}

export function hideSecretLinks(text: string): string {
  return text.replace(SECRET_LINK, `$1${HIDDEN_TOKEN}`);
}
