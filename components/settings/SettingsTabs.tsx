"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { ApiKeysPanel } from "./ApiKeysPanel";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { BrandingPanel } from "./BrandingPanel";
import { CareersLanguagesPanel } from "./CareersLanguagesPanel";
import { CalendarPanel } from "./CalendarPanel";
import { EmailTemplatesPanel } from "./EmailTemplatesPanel";
import { PrivacyPanel } from "./PrivacyPanel";
import { AnswerDeadlinePanel } from "./AnswerDeadlinePanel";
import { OrganizationSwitchPanel } from "./OrganizationSwitchPanel";
import { RejectionReasonsPanel } from "./RejectionReasonsPanel";
import { SlugPanel } from "./SlugPanel";
import { TeamPanel } from "./TeamPanel";
import { WebhooksPanel } from "./WebhooksPanel";
import { ApprovalChainPanel } from "@/components/offers/ApprovalChainPanel";
import { OfferLettersPanel } from "@/components/offers/OfferLettersPanel";
import { WorkingHoursPanel } from "./WorkingHoursPanel";
import { MessageTemplatesPanel } from "./MessageTemplatesPanel";
import { RolesPanel } from "./RolesPanel";
import { AgenciesPanel } from "./AgenciesPanel";
import { NotificationPreferencesPanel } from "./NotificationPreferencesPanel";
import { SlackPanel } from "./SlackPanel";
import { TeamsPanel } from "./TeamsPanel";
import { ChatDeliveriesPanel } from "./ChatDeliveriesPanel";
import { BambooHrPanel } from "./BambooHrPanel";
import { SecurityPanel } from "./SecurityPanel";
import { ImportPanel } from "./ImportPanel";
import { useTranslations } from "next-intl";
import { can } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";

const ALL_TABS = [
  { id: "branding", permission: "settings.manage" },
  { id: "slug", permission: "settings.manage" },
  { id: "api-keys", permission: null },
  { id: "team", permission: "team.manage" },
  { id: "roles", permission: "team.manage" },
  // recruiting agencies and their recruiters, kept with the team (docs/decisions/504)
  { id: "agencies", permission: "team.manage" },
  // every member's own (docs/decisions/380); after API keys for those who see only these two
  { id: "calendar", permission: null },
  // every member's own week for scheduling (docs/decisions/372)
  { id: "working-hours", permission: null },
  // every member's own (docs/decisions/481)
  { id: "notifications", permission: null },
  // every member's two-factor sign-in and sessions; the organization's sign-in rules for admins (docs/decisions/490)
  { id: "security", permission: null },
  { id: "webhooks", permission: "webhooks.manage" },
  // kept by who keeps the shared templates (docs/decisions/405); not last, which End selects
  { id: "message-templates", permission: "templates.manage" },
  // candidates from a spreadsheet, Greenhouse or Lever (docs/decisions/496); offers stays last (decision 396)
  { id: "import", permission: "settings.manage" },
  { id: "candidates", permission: "settings.manage" },
  { id: "offers", permission: "settings.manage" },
] as const satisfies readonly { id: string; permission: Permission | null }[];
type TabId = (typeof ALL_TABS)[number]["id"];

// Each tab for whoever holds its permission; every member their own API keys, calendar, working
// hours and notifications (the API refuses the rest with 403).
export function SettingsTabs({ allowPrivateWebhookTargets, slackInstallable = false }: { allowPrivateWebhookTargets: boolean; slackInstallable?: boolean }) {
  const t = useTranslations("Recruiter.Settings.SettingsTabs");
  const user = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname() ?? ""; // null only under the Pages Router, which never renders this
  const params = useSearchParams() ?? new URLSearchParams(); // likewise
  const tabs = ALL_TABS.filter((tab) => tab.permission === null || can(user, tab.permission));
  const requested = params.get("tab");
  const active: TabId = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0].id;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const listRef = useRef<HTMLDivElement>(null);
  const more = useScrollHints(listRef);

  // on a phone the tabs scroll sideways: keep the active one wholly in view, clear of the edge hints
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[active];
    if (!list || !tab) return;
    const reveal = () => {
      const [outer, inner] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
      // the browser clamps at either end, where no hint covers the edge
      if (inner.left < outer.left + EDGE_PX) list.scrollLeft -= outer.left + EDGE_PX - inner.left;
      else if (inner.right > outer.right - EDGE_PX) list.scrollLeft += inner.right - (outer.right - EDGE_PX);
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [active]);

  function select(id: TabId, focus = false) {
    router.replace(`${pathname}?tab=${id}`, { scroll: false });
    if (focus) refs.current[id]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = event.key === "ArrowRight" ? (index === last ? 0 : index + 1) : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : event.key === "Home" ? 0 : event.key === "End" ? last : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next].id, true);
  }

  return (
    <>
      <PageHeader title={t("settings")} description={can(user, "settings.manage") ? t("workspaceFor", { organization: user.organization.name }) : t("yourApiKeysForScripts")} />
      {tabs.length > 1 ? (
        <div className="relative mb-6">
          <div ref={listRef} role="tablist" aria-label={t("settingsSections")} className="flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none]">
            {tabs.map((tab, index) => (
              <button
                key={tab.id}
                ref={(node) => {
                  refs.current[tab.id] = node;
                }}
                id={`tab-${tab.id}`}
                role="tab"
                type="button"
                aria-selected={active === tab.id}
                aria-controls={`panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                onClick={() => select(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${
                  active === tab.id ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {t(`tabs.${tab.id}`)}
              </button>
            ))}
          </div>
          {/* more tabs to either side: a fade and an arrow say the row scrolls */}
          {more.start ? <ScrollHint side="start" /> : null}
          {more.end ? <ScrollHint side="end" /> : null}
        </div>
      ) : null}
      <div id={`panel-${active}`} role={tabs.length > 1 ? "tabpanel" : undefined} aria-labelledby={tabs.length > 1 ? `tab-${active}` : undefined}>
        {active === "branding" ? <BrandingTab /> : active === "slug" ? <SlugPanel /> : active === "team" ? <TeamPanel /> : active === "roles" ? <RolesPanel /> : active === "agencies" ? <AgenciesPanel /> : active === "webhooks" ? <WebhooksPanel allowPrivateTargets={allowPrivateWebhookTargets} /> : active === "candidates" ? <CandidatesTab /> : active === "calendar" ? <CalendarPanel /> : active === "working-hours" ? <WorkingHoursPanel /> : active === "notifications" ? <NotificationsTab mayConnectSlack={can(user, "settings.manage")} slackInstallable={slackInstallable} /> : active === "offers" ? <OffersTab /> : active === "message-templates" ? <MessageTemplatesPanel /> : active === "security" ? <SecurityPanel /> : active === "import" ? <ImportPanel /> : <ApiKeysTab mayMakeAnalyticsLogin={can(user, "settings.manage")} />}
      </div>
    </>
  );
}

// every member's own preferences; for who keeps the settings, the organization's Slack and Teams
// below them, and the log of what was posted to both
function NotificationsTab({ mayConnectSlack, slackInstallable }: { mayConnectSlack: boolean; slackInstallable: boolean }) {
  return (
    <div className="space-y-6">
      <NotificationPreferencesPanel />
      {mayConnectSlack ? (
        <>
          <SlackPanel installable={slackInstallable} />
          <TeamsPanel />
          <ChatDeliveriesPanel />
        </>
      ) : null}
    </div>
  );
}

const EDGE_PX = 40;

// Whether the row has more to show before and after what is in view; follows scrolling and resizing.
function useScrollHints(ref: React.RefObject<HTMLDivElement | null>) {
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return more;
}

function ScrollHint({ side }: { side: "start" | "end" }) {
  const start = side === "start";
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 flex w-10 items-center from-slate-50 via-slate-50/90 to-transparent text-slate-500 ${
        start ? "left-0 justify-start bg-linear-to-r" : "right-0 justify-end bg-linear-to-l"
      }`}
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d={start ? "M12.7 5.3 11.3 3.9 5.2 10l6.1 6.1 1.4-1.4L8 10z" : "M7.3 5.3 8.7 3.9l6.1 6.1-6.1 6.1-1.4-1.4L12 10z"} />
      </svg>
    </span>
  );
}

// a member's own API keys, and for who manages the settings the organization's analytics login (docs/decisions/488)
function ApiKeysTab({ mayMakeAnalyticsLogin }: { mayMakeAnalyticsLogin: boolean }) {
  return (
    <div className="space-y-6">
      <ApiKeysPanel />
      {mayMakeAnalyticsLogin ? <AnalyticsPanel /> : null}
    </div>
  );
}

// the careers pages' look and their languages (docs/decisions/460)
function BrandingTab() {
  return (
    <div className="space-y-6">
      <BrandingPanel />
      <CareersLanguagesPanel />
    </div>
  );
}

function CandidatesTab() {
  return (
    <div className="space-y-6">
      <PrivacyPanel />
      <AnswerDeadlinePanel />
      {/* "How it felt" (docs/decisions/499): invites a candidate to three anonymous questions two days after their application ends */}
      <OrganizationSwitchPanel name="sendCandidateSurvey" />
      {/* the voluntary EEO survey at the end of the apply form (docs/decisions/340) */}
      <OrganizationSwitchPanel name="eeoSurveyEnabled" />
      <EmailTemplatesPanel />
      <RejectionReasonsPanel />
    </div>
  );
}

// Approval chains for offers and new jobs, and the offer letters (docs/decisions/391, 394, 395)
function OffersTab() {
  return (
    <div className="space-y-6">
      <ApprovalChainPanel kind="offer" />
      <ApprovalChainPanel kind="job" />
      <OfferLettersPanel />
      <BambooHrPanel />
    </div>
  );
}
