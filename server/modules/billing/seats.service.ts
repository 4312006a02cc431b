import { createAgencyUserInput } from "../../../domain/identity.ts";
import { ASSISTANT_NAME } from "../../../domain/actors.ts";
import { actingUserIdOf, inTransaction, signedInUserIdOf, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput } from "../../lib/errors.ts";
import {
  countActiveAgencyUsers,
  getAgencyUser,
  insertAgencyUser,
  setAgencyUserState,
  type AgencyUser,
} from "../identity/agency.service.ts";
import { sendMail } from "../mail/mail.service.ts";
import { welcomeMail } from "./seats.mail.ts";
import { requireWithinLimit } from "./entitlements.service.ts";

/**
 * Seats (docs/product/users-and-seats.md): every ACTIVE user holds one. Adding or enabling a user needs a free
 * seat; disabling frees one. The subscription row is locked so two changes cannot both
 * take the last seat. The check is the seats limit of entitlements.service.ts.
 */
async function requireFreeSeat(ctx: AgencyCtx, whatFor: "add" | "enable"): Promise<void> {
  const active = await countActiveAgencyUsers(ctx, ctx.actor.agencyId);
  await requireWithinLimit(ctx, "seats", active, {
    forUpdate: true,
    message: (seats) =>
      whatFor === "add"
        ? `All ${seats} seats are assigned. Add a seat to your plan before adding another user.`
        : `All ${seats} seats are assigned. Add a seat to your plan to enable this user.`,
  });
}

/** Add User: a new ACTIVE user in the signed-in user's agency, who is emailed how to sign in. */
export async function createAgencyUser(ctx: AgencyCtx, input: unknown): Promise<AgencyUser> {
  const { name, email } = parseInput(createAgencyUserInput, input);
  return inTransaction(ctx, async (tx) => {
    await requireFreeSeat(tx, "add");
    const user = await insertAgencyUser(tx, tx.actor.agencyId, { name, email });
    const inviterId = actingUserIdOf(tx);
    const inviter = inviterId ? await getAgencyUser(tx, inviterId) : { name: ASSISTANT_NAME };
    await sendMail(tx, {
      agencyId: user.agencyId,
      to: user.email,
      ...welcomeMail({ appUrl: tx.config.appUrl, user, inviter }),
    });
    return user;
  });
}

/** Disable: frees the seat, ends the user's sessions and blocks sign-in. */
export async function disableAgencyUser(ctx: AgencyCtx, id: string): Promise<AgencyUser> {
  return inTransaction(ctx, async (tx) => {
    const user = await getAgencyUser(tx, id);
    if (user.id === signedInUserIdOf(tx)) {
      throw new DomainError("FORBIDDEN", "You cannot disable yourself. Ask another user of your agency to do it.");
    }
    if (user.state === "DISABLED") return user;
    return setAgencyUserState(tx, user, "DISABLED");
  });
}

/** Enable: needs a free seat (otherwise the plan must grow by a seat first). */
export async function enableAgencyUser(ctx: AgencyCtx, id: string): Promise<AgencyUser> {
  return inTransaction(ctx, async (tx) => {
    const user = await getAgencyUser(tx, id);
    if (user.state === "ACTIVE") return user;
    await requireFreeSeat(tx, "enable");
    return setAgencyUserState(tx, user, "ACTIVE");
  });
}
