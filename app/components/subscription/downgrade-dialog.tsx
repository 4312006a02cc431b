import { CircleMinus } from "lucide-react";
import {
  PLAN_ENTITLEMENTS,
  PLAN_LIMITS,
  PLAN_NAMES,
  type PlanLimits,
  type SubscriptionEntitlement,
  type SubscriptionPlan,
} from "#domain/subscription.ts";
import { Button } from "../ui/button.tsx";
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog.tsx";

const ENTITLEMENT_NAMES: Record<SubscriptionEntitlement, string> = {
  COPILOT_PDF_EDITOR: "PDF editor",
  ADVANCED_VOICE_CUSTOMIZATION: "advanced voice customization",
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const LIMIT_LABELS: Record<keyof PlanLimits, (n: number) => string> = {
  customPresets: (n) => count(n, "custom preset", "custom presets"),
  documentStyles: (n) => count(n, "document style", "document styles"),
  voiceMinutesPerAgentPerMonth: (n) => `${count(n, "voice minute", "voice minutes")} per agent per month`,
  emailsPerMonth: (n) => `${count(n, "email", "emails")} per month`,
  knowledgePages: (n) => count(n, "knowledge page", "knowledge pages"),
};

/** What moving from one plan to another takes away: lost features, then the lower limits. */
export function downgradeLosses(from: SubscriptionPlan, to: SubscriptionPlan): string[] {
  const lost = (Object.keys(ENTITLEMENT_NAMES) as SubscriptionEntitlement[])
    .filter(
      (entitlement) => PLAN_ENTITLEMENTS[from].includes(entitlement) && !PLAN_ENTITLEMENTS[to].includes(entitlement),
    )
    .map((entitlement) => `No ${ENTITLEMENT_NAMES[entitlement]}`);
  const limits = (Object.keys(LIMIT_LABELS) as Array<keyof PlanLimits>).flatMap((key) => {
    const next = PLAN_LIMITS[to][key];
    const current = PLAN_LIMITS[from][key];
    return next !== null && (current === null || next < current) ? [LIMIT_LABELS[key](next)] : [];
  });
  return [...lost, ...limits];
}

/** Confirms a move to a plan with fewer features (Pro or Enterprise to Basic) before checkout. */
export function DowngradeDialog({
  currentPlan,
  plan,
  onKeep,
  onConfirm,
}: {
  currentPlan: SubscriptionPlan;
  plan: SubscriptionPlan;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const target = PLAN_NAMES[plan];
  const current = PLAN_NAMES[currentPlan];
  const losses = downgradeLosses(currentPlan, plan);
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Downgrade to {target}?</DialogTitle>
        <DialogDescription>
          {losses.length > 0
            ? `${target} has fewer features and lower limits than ${current}. After the change your agency has:`
            : `${target} keeps the features of ${current}.`}
        </DialogDescription>
      </DialogHeader>
      {losses.length > 0 ? (
        <ul className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
          {losses.map((loss) => (
            <li key={loss} className="flex gap-2 text-sm text-neutral-800">
              <CircleMinus className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden />
              {loss}
            </li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onKeep}>
          Keep {current}
        </Button>
        <Button onClick={onConfirm}>Downgrade to {target}</Button>
      </DialogFooter>
    </DialogContent>
  );
}
