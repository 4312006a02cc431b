import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (docs/product/security.md): set by
 * entry.server.tsx, read by the root layout for React Router's inline scripts. In the
 * browser it is empty (browsers hide nonces from the page), which React ignores on hydration.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
