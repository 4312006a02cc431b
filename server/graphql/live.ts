/**
 * The GraphQL kernel's rule for live fields (ADR 013): a subscription of a signed-in user lasts
 * while their session does. The identity module decides that; a module below identity (audit,
 * which identity writes to) reaches it here, in the layer above the modules, so that no module
 * imports identity's session code back (ADR 017).
 */
export { whileSessionActive } from "../modules/identity/session.service.ts";
