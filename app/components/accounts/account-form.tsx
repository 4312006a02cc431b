import { FormProvider, getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { accountInput, type AccountInput, type AccountType } from "#domain/account.ts";
import { cn } from "#app/lib/cn.ts";
import { AddressFields, type AddressDraft } from "../address-fields.tsx";
import { FormError, FormField } from "../form-field.tsx";
import { DialogBack } from "../route-dialog.tsx";
import { Button } from "../ui/button.tsx";
import { DialogFooter } from "../ui/dialog.tsx";
import { Input } from "../ui/input.tsx";
import { ContactCombobox, type ContactOption } from "./contact-combobox.tsx";

export interface AccountFormValue {
  type: AccountType;
  account: { name: string; email: string; phone: string; mailingAddress: AddressDraft };
  business: { dba: string; website: string };
  contact: { name: string; email: string; phone: string };
  associateContactId: string;
}

type ContactMode = "NEW" | "EXISTING";

/** Two or more options as one row of toggle buttons (radio inputs underneath). */
function Segmented<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{legend}</legend>
      <div className="inline-flex rounded-lg border border-neutral-200 bg-neutral-50 p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600/40",
              value === option.value && "bg-white text-neutral-900 shadow-xs ring-1 ring-neutral-200",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-neutral-100 pt-4">
      <h3 className="text-sm font-semibold text-neutral-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Create or edit an account (docs/product/accounts-and-contacts.md): Business or Individual; a business also has DBA,
 * website and a primary contact, new or an existing one picked from the agency's contacts.
 * One zod schema (domain/account.ts) validates here and on the server.
 */
export function AccountForm({
  id,
  lastResult,
  defaultValue,
  initialContact,
  parentPath,
  submitLabel,
  editing = false,
}: {
  /** Editing: the contact fields edit the current primary contact. */
  editing?: boolean;
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<AccountFormValue>;
  initialContact?: ContactOption | null;
  parentPath: string;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [type, setType] = useState<AccountType>(defaultValue?.type ?? "BUSINESS");
  const [contactMode, setContactMode] = useState<ContactMode>(defaultValue?.associateContactId ? "EXISTING" : "NEW");
  const [form, fields] = useForm<AccountFormValue, AccountInput>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountInput }),
  });
  const account = fields.account.getFieldset();
  const business = fields.business.getFieldset();
  const contact = fields.contact.getFieldset();
  const isBusiness = type === "BUSINESS";

  return (
    <FormProvider context={form.context}>
      <ActionForm className="flex flex-col gap-4" {...getFormProps(form)}>
        <Segmented
          name={fields.type.name}
          legend="Account type"
          value={type}
          onChange={setType}
          options={[
            { value: "BUSINESS", label: "Business" },
            { value: "INDIVIDUAL", label: "Individual" },
          ]}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField field={account.name} label={isBusiness ? "Business name" : "Full name"} className="sm:col-span-2">
            {(props) => (
              <Input
                {...getInputProps(account.name, { type: "text" })}
                {...props}
                autoComplete={isBusiness ? "organization" : "name"}
              />
            )}
          </FormField>
          {isBusiness ? (
            <>
              <FormField field={business.dba} label="DBA (optional)">
                {(props) => (
                  <Input
                    {...getInputProps(business.dba, { type: "text" })}
                    {...props}
                    placeholder="Doing business as"
                  />
                )}
              </FormField>
              <FormField field={business.website} label="Website (optional)">
                {(props) => (
                  <Input
                    {...getInputProps(business.website, { type: "text" })}
                    {...props}
                    inputMode="url"
                    placeholder="acme.com"
                  />
                )}
              </FormField>
            </>
          ) : null}
          <FormField field={account.email} label="Email">
            {(props) => (
              <Input
                {...getInputProps(account.email, { type: "email" })}
                {...props}
                autoComplete="email"
                placeholder="name@example.com"
              />
            )}
          </FormField>
          <FormField field={account.phone} label="Phone">
            {(props) => (
              <Input
                {...getInputProps(account.phone, { type: "tel" })}
                {...props}
                autoComplete="tel-national"
                placeholder="(555) 123-4567"
              />
            )}
          </FormField>
        </div>
        <Section title="Mailing address">
          <AddressFields address={account.mailingAddress} />
        </Section>
        {isBusiness ? (
          <Section title="Primary contact">
            <Segmented
              name="contactMode"
              legend="Contact"
              value={contactMode}
              onChange={setContactMode}
              options={[
                { value: "NEW", label: editing ? "Edit current contact" : "New contact" },
                { value: "EXISTING", label: editing ? "Choose another contact" : "Existing contact" },
              ]}
            />
            {contactMode === "NEW" ? (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField field={contact.name} label="Contact name" className="sm:col-span-2">
                  {(props) => (
                    <Input {...getInputProps(contact.name, { type: "text" })} {...props} autoComplete="off" />
                  )}
                </FormField>
                <FormField field={contact.email} label="Contact email">
                  {(props) => (
                    <Input {...getInputProps(contact.email, { type: "email" })} {...props} autoComplete="off" />
                  )}
                </FormField>
                <FormField field={contact.phone} label="Contact phone">
                  {(props) => (
                    <Input
                      {...getInputProps(contact.phone, { type: "tel" })}
                      {...props}
                      autoComplete="off"
                      placeholder="(555) 123-4567"
                    />
                  )}
                </FormField>
              </div>
            ) : (
              <FormField field={fields.associateContactId} label="Existing contact">
                {(props) => (
                  <ContactCombobox
                    id={props.id}
                    name={props.name}
                    initial={initialContact}
                    invalid={props["aria-invalid"]}
                    describedBy={props["aria-describedby"]}
                  />
                )}
              </FormField>
            )}
          </Section>
        ) : null}
        <FormError errors={form.errors} />
        <DialogFooter className="border-t border-neutral-100 pt-4">
          <DialogBack parentPath={parentPath}>Cancel</DialogBack>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </ActionForm>
    </FormProvider>
  );
}
