import { can, type Caller } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";

// Roles are the team's shape: who manages the team (admins) reads and changes them.
export function assertKeepsRoles(caller: Caller): void {
  if (!can(caller, "team.manage")) throw new Forbidden("Your role may not read or change roles");
}
