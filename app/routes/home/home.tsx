import { Settings2 } from "lucide-react";
import { Link, Outlet } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { PromptBox } from "#app/components/copilot/prompt-box.tsx";
import { PresetCards } from "#app/components/presets/preset-cards.tsx";
import { UserDay } from "#app/components/presets/user-day.tsx";
import { SubscriptionBanner } from "#app/components/subscription/subscription-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useShellSubscription } from "#app/routes/dashboard/use-shell-subscription.ts";
import type { Route } from "./+types/home";

export { action, loader } from "./home.server.ts";
export const meta = () => pageTitle("Home");

/**
 * Home (docs/product/home-and-presets.md): the preset cards (the user's favourites, or all), the
 * cog to customise them, the prompt box, then the user's day. Preset forms and the preferences
 * dialog open over it (child routes).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const subscription = useShellSubscription();
  const { presets, customPresets, day } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 py-2 sm:py-4">
      {subscription ? <SubscriptionBanner subscription={subscription} /> : null}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-neutral-900">What can Cara do for you?</h1>
          <p className="mt-1 text-sm text-neutral-500">Choose a preset to start with a form, or ask Cara anything.</p>
        </div>
        <Button asChild variant="secondary" size="icon">
          <Link to="/app/home/preferences" aria-label="Customize presets" title="Customize presets" preventScrollReset>
            <Settings2 aria-hidden />
          </Link>
        </Button>
      </div>
      <PresetCards presets={presets} customPresets={customPresets} />
      <section aria-label="Ask Cara" className="mx-auto w-full max-w-3xl">
        <PromptBox action="/app/home" />
      </section>
      {day ? <UserDay day={day} /> : null}
      <Outlet />
    </div>
  );
}
