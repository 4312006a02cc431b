import type { Config } from "../config.ts";
import type { Logger } from "./logger.ts";

/** What a provider's factories may use besides the configuration. */
export interface ProviderDeps {
  log: Logger;
}

/**
 * One outside provider (billing, file storage, address lookup, mail; later the language model,
 * telephony, inbound email and AMS/CRM connectors), declared once (ADR 015):
 * - the interface `T` lives in the module (`billing-provider.ts`, `file-store.ts`, ...);
 * - `local` is the embedded default that needs nothing outside the process;
 * - `production` talks to the real service and is chosen when every setting in `configKeys`
 *   is set (config.ts already refuses a half-configured provider);
 * - tests run `production` against a fake server that speaks the real protocol
 *   (`tests/support/fake-*-server.ts`), by pointing the provider's `*_API_URL`/endpoint at it.
 * `server/runtime.ts` builds every provider with `createProvider` and puts it on the Runtime.
 */
export interface ProviderDefinition<T> {
  /** The Runtime field and the name in logs: "billing", "files", ... */
  name: string;
  /** Settings that select the production implementation (all must be set). */
  configKeys: readonly (keyof Config)[];
  /** Name of each implementation in logs and the start-up line. */
  implementations: { local: string; production: string };
  local(config: Config, deps: ProviderDeps): T;
  production(config: Config, deps: ProviderDeps): T;
}

export function defineProvider<T>(definition: ProviderDefinition<T>): ProviderDefinition<T> {
  if (definition.configKeys.length === 0) throw new Error(`Provider ${definition.name} names no setting`);
  return definition;
}

/** Whether the configuration selects the provider's production implementation. */
export function usesProduction(definition: ProviderDefinition<unknown>, config: Config): boolean {
  return definition.configKeys.every((key) => {
    const value = config[key];
    return value !== undefined && value !== null && value !== "" && value !== false;
  });
}

/** The implementation the configuration selects: production when its settings are set, else local. */
export function createProvider<T>(definition: ProviderDefinition<T>, config: Config, deps: ProviderDeps): T {
  return usesProduction(definition, config) ? definition.production(config, deps) : definition.local(config, deps);
}

/** "billing: stripe" for the start-up log. */
export function describeProvider(definition: ProviderDefinition<unknown>, config: Config): string {
  const which = usesProduction(definition, config) ? "production" : "local";
  return `${definition.name}: ${definition.implementations[which]}`;
}
