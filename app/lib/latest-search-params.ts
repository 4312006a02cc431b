import { useContext } from "react";
import { UNSAFE_DataRouterContext } from "react-router";

interface LocationLike {
  pathname: string;
  search: string;
}

interface RouterStateLike {
  navigation: { state: string; location?: LocationLike };
  location?: LocationLike;
}

/**
 * The query a change on this page should build on: the one a navigation to the same page is
 * already loading (an earlier change whose list is still reloading), else the router's current
 * one, else the one this render saw. The render's own copy can be a change behind: a navigation
 * that has just finished is in the router before React has rendered it, so building on the
 * render's copy would put back a filter the user had just cleared. Two quick changes, such as
 * "Reset view" and then typing a search, never undo each other.
 */
export function latestSearchParams(
  routerState: RouterStateLike | undefined,
  pathname: string,
  current: URLSearchParams,
): URLSearchParams {
  const navigation = routerState?.navigation;
  if (navigation && navigation.state !== "idle" && navigation.location?.pathname === pathname) {
    return new URLSearchParams(navigation.location.search);
  }
  if (routerState?.location?.pathname === pathname) return new URLSearchParams(routerState.location.search);
  return new URLSearchParams(current);
}

/** The data router (not useNavigation(): a navigation starts before React renders it). */
export function useDataRouter() {
  return useContext(UNSAFE_DataRouterContext)?.router;
}
