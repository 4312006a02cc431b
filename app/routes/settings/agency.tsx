import { getFormProps, useForm } from "@conform-to/react";
import { Building2, Check } from "lucide-react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { selectClass } from "#app/components/address-fields.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TIME_ZONE_NAMES, TIME_ZONES, isTimeZone } from "#domain/time-zone.ts";
import type { Route } from "./+types/agency";
import { PreApprovalsSection } from "./pre-approvals.tsx";

export { action, loader } from "./agency.server.ts";
export const meta = () => pageTitle("Agency");

const zoneName = (zone: string) => (isTimeZone(zone) ? TIME_ZONE_NAMES[zone] : zone);

/**
 * Settings → Agency (ADR 022): the agency's time zone, and the actions Cara takes without asking (ADR 060). Certificates are dated, policies start and
 * end, and the due-today email goes out on the agency's day in this zone; without a setting it
 * is the zone of the agency's state.
 */
export default function AgencySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { agency } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "agency-time-zone",
    lastResult:
      navigation.state === "idle" && actionData && "lastResult" in actionData ? actionData.lastResult : undefined,
    shouldValidate: "onSubmit",
  });
  if (!agency) return <EmptyState icon={Building2} title="No agency" description="Sign in again to see your agency." />;
  const idle = navigation.state === "idle";
  const saved = actionData && "saved" in actionData && idle;
  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="agency-heading"
        className="flex max-w-2xl flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-5"
      >
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-neutral-500 uppercase">Agency</p>
          <h2 id="agency-heading" className="mt-1 text-base font-semibold break-words text-neutral-900">
            {agency.name}
          </h2>
        </div>
        <ActionForm className="flex flex-col gap-4" {...getFormProps(form)}>
          <FormField
            field={fields.timeZone}
            label="Time zone"
            description={`Certificates are dated, policies start and end, and due-today emails go out on your agency's day in this zone. In use: ${zoneName(agency.timeZone.effective)}.`}
          >
            {(props) => (
              <select
                {...props}
                key={agency.timeZone.setting ?? ""}
                defaultValue={agency.timeZone.setting ?? ""}
                className={selectClass}
              >
                <option value="">From the agency's state</option>
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {TIME_ZONE_NAMES[zone]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormError errors={form.errors} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" pending={pending}>
              Save
            </Button>
            <p role="status" className="flex items-center gap-1.5 text-sm text-neutral-600">
              {saved ? (
                <>
                  <Check aria-hidden className="size-4 text-green-600" />
                  Time zone saved
                </>
              ) : null}
            </p>
          </div>
        </ActionForm>
      </section>
      <PreApprovalsSection
        rules={loaderData.preApprovals}
        saved={Boolean(actionData && "preApprovalsSaved" in actionData && idle)}
        error={(actionData && "preApprovalsError" in actionData && idle ? actionData.preApprovalsError : null) ?? null}
      />
    </div>
  );
}
