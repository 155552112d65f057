import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/api/client-address";
import { oidcProvider, resolveOidcUser, type OidcProfile } from "@/lib/auth/oidc";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { authSecret } from "@/lib/auth/secret";
import { usesSecureCookies } from "@/lib/auth/session-cookie";
import { signInWithPassword } from "@/lib/auth/sign-in";

const EIGHT_HOURS = 8 * 60 * 60;

export function authOptions(): NextAuthOptions {
  const sso = oidcProvider();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: EIGHT_HOURS },
    // explicit, so the session reader (lib/auth/session.ts) looks for the same cookie name
    useSecureCookies: usesSecureCookies(),
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const headers = new Headers(req.headers as Record<string, string>);
          const result = await signInWithPassword(
            credentials.email,
            credentials.password,
            clientAddress(new Request("http://local", { headers })),
          );
          // next-auth shows a thrown message on the sign-in page via ?error=
          if (!result.ok) throw new Error(result.message);
          return result.user;
        },
      }),
      ...(sso ? [sso] : []),
    ],
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
      async jwt({ token, user }) {
        if (user) token.sub = user.id;
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
