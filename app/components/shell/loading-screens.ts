/**
 * Pages with their own loading words (docs/product/shell-and-navigation.md, "Loading"); others show
 * the generic skeleton. First match wins.
 */
const LOADING_SCREENS: Array<{ path: RegExp; title: string; description?: string }> = [
  { path: /^\/app\/settings(\/|$)/, title: "Loading settings...", description: "This might take a moment." },
  { path: /^\/app\/servicing\/?$/, title: "Loading service requests..." },
];

export function loadingScreenFor(pathname: string) {
  return LOADING_SCREENS.find((screen) => screen.path.test(pathname)) ?? null;
}
