import { useState } from "react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { selectClass } from "#app/components/address-fields.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { FormError } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useServiceRequest } from "./request-context.ts";
import RequestOverview from "./request-overview.tsx";
import type { Route } from "./+types/request-update";

export { action, loader } from "./request-update.server.ts";
export const meta = () => pageTitle("Update request");

/** A stored due date as the date input's yyyy-mm-dd (UTC calendar day, as it is kept). */
const dateInputValue = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/** Update form (docs/product/servicing.md): assignee (blank = Unassigned, sent as null) and due date (ISO or null). */
export default function UpdateRequest({ params, loaderData, actionData }: Route.ComponentProps) {
  const request = useServiceRequest();
  const parent = `/app/servicing/${params.requestId}/overview`;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [assigneeId, setAssigneeId] = useState(request.assignee?.id ?? "");
  const [dueDate, setDueDate] = useState(dateInputValue(request.dueAt));
  const errors = navigation.state === "idle" ? actionData?.validationErrors : undefined;
  const applicationError = navigation.state === "idle" ? actionData?.applicationError : undefined;
  return (
    <>
      <RequestOverview />
      <RouteDialog
        parentPath={parent}
        title="Update request"
        description="Assign the request and set when it is due."
        className="sm:max-w-md"
      >
        <ActionForm className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="assigneeId" className="text-sm font-medium text-neutral-900">
              Assignee
            </label>
            <select
              id="assigneeId"
              name="assigneeId"
              value={assigneeId}
              onChange={(event) => setAssigneeId(event.target.value)}
              className={selectClass}
              aria-invalid={errors?.assigneeId ? true : undefined}
            >
              <option value="">Unassigned</option>
              {loaderData.assignees.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </select>
            {errors?.assigneeId ? <p className="text-sm text-red-700">{errors.assigneeId[0]}</p> : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="dueAt" className="text-sm font-medium text-neutral-900">
              Due date
            </label>
            <Input
              id="dueAt"
              name="dueAt"
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              aria-invalid={errors?.dueAt ? true : undefined}
            />
            {errors?.dueAt ? (
              <p className="text-sm text-red-700">{errors.dueAt[0]}</p>
            ) : (
              <p className="text-xs text-neutral-500">Leave empty for no due date.</p>
            )}
          </div>
          <FormError errors={applicationError ? [applicationError] : null} />
          <DialogFooter>
            <DialogBack parentPath={parent}>Cancel</DialogBack>
            <Button type="submit" pending={pending}>
              Save
            </Button>
          </DialogFooter>
        </ActionForm>
      </RouteDialog>
    </>
  );
}
