import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { pageTitle } from "#app/components/area-page.tsx";
import { createAgencyUserInput } from "#domain/identity.ts";
import type { Route } from "./+types/add-user";

export { action } from "./add-user.server.ts";
export const meta = () => pageTitle("Add User");

const PARENT = "/app/settings/subscription";

/**
 * Add User (docs/product/users-and-seats.md): name and email; errors under their fields, the seat
 * refusal under the form.
 */
export default function AddUser({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "add-user",
    lastResult: actionData?.lastResult,
    constraint: { name: { required: true }, email: { required: true } },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createAgencyUserInput }),
  });
  return (
    <RouteDialog
      parentPath={PARENT}
      title="Add User"
      description="They get an email with a link to sign in. Each active user holds one seat."
    >
      <ActionForm className="flex flex-col gap-4" {...getFormProps(form)}>
        <FormField field={fields.name} label="Name">
          {(props) => (
            <Input {...getInputProps(fields.name, { type: "text" })} {...props} autoComplete="off" autoFocus />
          )}
        </FormField>
        <FormField field={fields.email} label="Email">
          {(props) => (
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              {...props}
              autoComplete="off"
              placeholder="name@agency.com"
            />
          )}
        </FormField>
        <FormError errors={form.errors} />
        <DialogFooter>
          <DialogBack parentPath={PARENT}>Cancel</DialogBack>
          <Button type="submit" pending={pending}>
            Add User
          </Button>
        </DialogFooter>
      </ActionForm>
    </RouteDialog>
  );
}
