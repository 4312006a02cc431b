import { redirect } from "react-router";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import type { Route } from "./+types/signout";

const SignOutMutation = graphql(`
  mutation AgencySignOut {
    agencySignOut
  }
`);

/** Sign out is a POST (a link or prefetch must not end a session). */
export async function action({ context }: Route.ActionArgs) {
  await gql(context, SignOutMutation);
  return redirect("/app/signin");
}

export function loader() {
  return redirect("/app/signin");
}
