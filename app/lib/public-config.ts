import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { DEFAULT_MAX_UPLOAD_MB } from "#domain/document.ts";

const FALLBACK_SUPPORT_EMAIL = "support@cara.insure";

/** The support address from the root loader (falls back when the root loader itself failed). */
export function useSupportEmail(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.publicConfig.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
}

/** The largest upload the server takes (MAX_UPLOAD_MB): one file, or a form's files together. */
export function useMaxUploadBytes(): number {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.publicConfig;
  return config?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
}

/** Public settings from the root loader: external links and the payment provider's public key. */
export function usePublicConfig() {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.publicConfig;
  return {
    contactSalesUrl: config?.contactSalesUrl ?? "https://cal.com/cara-insure/sales",
    paymentPublishableKey: config?.paymentPublishableKey ?? null,
  };
}
