import type { ShouldRevalidateFunctionArgs } from "react-router";

/** App-wide dialogs (Documentation) live in the `dialog` search parameter of any page. */
export const DIALOG_PARAM = "dialog";

export function withDialog(search: string, dialog: string | null): string {
  const params = new URLSearchParams(search);
  if (dialog) params.set(DIALOG_PARAM, dialog);
  else params.delete(DIALOG_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Opening or closing an app-wide dialog changes no data: loaders need not run again. */
export function skipDialogRevalidation({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => withDialog(url.search, null);
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}
