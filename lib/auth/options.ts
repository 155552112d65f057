import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/api/client-address";
import { oidcProvider, resolveOidcUser, type OidcProfile } from "@/lib/auth/oidc";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { authSecret } from "@/lib/auth/secret";
import { usesSecureCookies } from "@/lib/auth/session-cookie";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { endSession, startSession, type SessionStart } from "@/lib/auth/user-sessions";
import { logger } from "@/lib/observability/logger";

// The cookie may live as long as the longest session lifetime an organization can choose; the
// session's row decides when it really ends (docs/decisions/490).
const THIRTY_DAYS = 720 * 60 * 60;

// Who signs in from where, for the session's row: the request that reached next-auth's route.
export type SignInRequest = { userAgent: string | null; clientAddress: string | null };
type SignedInUser = { id: string; name: string; email: string; sessionStart?: SessionStart };

export function authOptions(request?: SignInRequest): NextAuthOptions {
  const sso = oidcProvider();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: THIRTY_DAYS },
    // explicit, so the session reader (lib/auth/session.ts) looks for the same cookie name
    useSecureCookies: usesSecureCookies(),
    pages: { signIn: "/login", error: "/login" },
    // next-auth's own failures (a provider that does not answer, a callback whose state, code or ID
    // token is refused) reach the sign-in page as ?error=OAuthSignin or OAuthCallback, where a
    // sentence says what to tell IT; what went wrong goes to the operator's log, one line, no stack
    logger: {
      error(code, metadata) {
        const cause = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
        const detail = cause instanceof Error ? cause.message : typeof metadata === "string" ? metadata : undefined;
        logger().warn({ component: "sign-in", code, detail, provider: (metadata as { providerId?: string })?.providerId }, "sign-in failed");
      },
      warn(code) {
        logger().warn({ component: "sign-in", code }, "next-auth warning");
      },
      debug() {},
    },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
          // the second step of a member with two-factor sign-in: an authenticator or recovery code
          code: { label: "Code", type: "text" },
        },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const headers = new Headers(req.headers as Record<string, string>);
          const address = clientAddress(new Request("http://local", { headers }));
          const result = await signInWithPassword(credentials.email, credentials.password, address, credentials.code);
          // next-auth shows a thrown message on the sign-in page via ?error=
          if (!result.ok) throw new Error(result.message);
          const user: SignedInUser = {
            ...result.user,
            sessionStart: { userId: result.user.id, method: "password", userAgent: headers.get("user-agent"), clientAddress: address },
          };
          return user;
        },
      }),
      ...(sso ? [sso] : []),
    ],
    events: {
      // signing out ends the session's row too, not only this browser's cookie
      async signOut({ token }) {
        if (typeof token?.sub === "string" && typeof token.sid === "string") await endSession(token.sub, token.sid);
      },
    },
    callbacks: {
      async signIn({ user, account }) {
        if (account?.provider !== "oidc") return true;
        // next-auth hands over what the provider's profile() returned
        const outcome = await resolveOidcUser(user as unknown as OidcProfile);
        if ("refused" in outcome) return `/login?error=${outcome.refused}`;
        user.id = outcome.userId;
        return true;
      },
      // every redirect next-auth makes after sign-in (callbackUrl parameter or cookie) stays on our origin
      async redirect({ url, baseUrl }) {
        return `${baseUrl}${safeCallbackPath(url, baseUrl)}`;
      },
      // at sign-in: the session's row, whose id the cookie carries from then on
      async jwt({ token, user, account }) {
        if (user) {
          const start = (user as SignedInUser).sessionStart ?? {
            userId: user.id,
            method: account?.provider === "oidc" ? ("sso" as const) : ("password" as const),
            userAgent: request?.userAgent ?? null,
            clientAddress: request?.clientAddress ?? null,
          };
          const sessionId = await startSession(start);
          if (!sessionId) throw new Error("This account can no longer sign in");
          token.sub = user.id;
          token.sid = sessionId;
        }
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
