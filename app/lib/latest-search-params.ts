import { useContext } from "react";
import { UNSAFE_DataRouterContext } from "react-router";

interface NavigationLike {
  state: string;
  location?: { pathname: string; search: string };
}

/**
 * The query a change on this page should build on: the one a navigation to the same page is
 * already loading (an earlier change whose list is still reloading), else the current one. Two
 * quick changes, such as "Reset view" and then typing a search, never undo each other.
 */
export function latestSearchParams(
  navigation: NavigationLike | undefined,
  pathname: string,
  current: URLSearchParams,
): URLSearchParams {
  if (navigation && navigation.state !== "idle" && navigation.location?.pathname === pathname) {
    return new URLSearchParams(navigation.location.search);
  }
  return new URLSearchParams(current);
}

/** The data router (not useNavigation(): a navigation starts before React renders it). */
export function useDataRouter() {
  return useContext(UNSAFE_DataRouterContext)?.router;
}
