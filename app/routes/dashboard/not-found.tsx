import { data } from "react-router";

/** Any unknown /app URL: a 404 shown inside the shell by the content boundary. */
export function loader() {
  throw data("The page you are looking for does not exist or has moved.", { status: 404 });
}

export default function AppNotFound() {
  return null;
}
