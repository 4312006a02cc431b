import { useNavigation } from "react-router";
import type { ServiceRequestType } from "#domain/service-request.ts";
import { pageTitle } from "#app/components/area-page.tsx";
import { OpenInCopilotForm } from "#app/components/copilot/open-in-copilot-form.tsx";
import { replyError } from "#app/components/copilot/reply-error.ts";
import { requestInstruction } from "#app/components/copilot/request-instruction.ts";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import { useServiceRequest } from "./request-context.ts";
import RequestOverview from "./request-overview.tsx";
import type { Route } from "./+types/request-copilot";

export { action } from "./request-copilot.server.ts";
export const meta = () => pageTitle("Open in Copilot");

/** Open in Copilot (docs/product/servicing.md): a dialog over the overview that starts a workspace from the request. */
export default function OpenInCopilot({ params, actionData }: Route.ComponentProps) {
  const request = useServiceRequest();
  const parent = `/app/servicing/${params.requestId}/overview`;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const reply = pending ? undefined : actionData;
  return (
    <>
      <RequestOverview />
      <RouteDialog
        parentPath={parent}
        title="Open in Copilot"
        description="Start a Cara workspace with this request, its client and policies."
        className="sm:max-w-xl"
      >
        <OpenInCopilotForm
          requestType={request.type as ServiceRequestType}
          instruction={requestInstruction({ ...request, type: request.type as ServiceRequestType })}
          parentPath={parent}
          pending={pending}
          error={replyError(reply)}
          fieldErrors={reply && "fieldErrors" in reply ? reply.fieldErrors : undefined}
        />
      </RouteDialog>
    </>
  );
}
