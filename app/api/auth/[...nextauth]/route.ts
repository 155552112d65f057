import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { otherMethods } from "@/lib/api/methods";

const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(authOptions())(request, context);

export { handler as GET, handler as POST };

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });
