import { CLIENT_ADDRESS_HEADER, isBehindFrontDoor } from "@/lib/net/front-door";

// The client's address for per-address rate limits, as the front door resolved it from the socket
// and the trusted proxies (docs/decisions/100-trusted-proxies.md). Served any other way, every
// client shares one address: the limits hold, too tightly, rather than not at all.
export function clientAddress(request: Request): string {
  return (isBehindFrontDoor() && request.headers.get(CLIENT_ADDRESS_HEADER)) || "unknown";
}

// The host the browser addressed: a trusted proxy's X-Forwarded-Host, else Host.
export function requestHost(request: Request): string | null {
  const forwarded = isBehindFrontDoor() ? request.headers.get("x-forwarded-host") : null;
  return forwarded ?? request.headers.get("host");
}
