"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

// The signed-in member's unread count, live: one server-sent event stream per tab, which every
// instance feeds (docs/decisions/480); null until its first event. EventSource reconnects by itself.
const UnreadCount = createContext<number | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    const source = new EventSource("/api/notifications/stream");
    const onUnread = (event: MessageEvent<string>) => setUnread((JSON.parse(event.data) as { unread: number }).unread);
    source.addEventListener("unread", onUnread);
    return () => {
      source.removeEventListener("unread", onUnread);
      source.close();
    };
  }, []);
  return <UnreadCount.Provider value={unread}>{children}</UnreadCount.Provider>;
}

export function useUnreadCount(): number | null {
  return useContext(UnreadCount);
}
