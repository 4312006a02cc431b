import { data } from "react-router";

/** Any unknown public URL: a 404 page from the root boundary. */
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
