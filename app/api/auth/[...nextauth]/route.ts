import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { clientAddress } from "@/lib/api/client-address";
import { otherMethods } from "@/lib/api/methods";

// the request's device and address go into a new session's row (docs/decisions/490)
const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(authOptions({ userAgent: request.headers.get("user-agent"), clientAddress: clientAddress(request) }))(request, context);

export { handler as GET, handler as POST };

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });
