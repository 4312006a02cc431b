import { data } from "react-router";
import type { Route } from "./+types/workspace";

export const meta = () => [{ title: "Workspace · Cara" }];

/**
 * A copilot workspace. Workspaces are created by the copilot module; until one exists with
 * this id the lookup finds nothing ('Workspace not found', docs/product/shell-and-navigation.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  throw data("Workspace not found", { status: 404, statusText: `No workspace ${params.workspaceId}` });
}

export default function Workspace() {
  return null;
}
