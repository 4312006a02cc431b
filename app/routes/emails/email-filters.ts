/** The Emails list's filters (URL `?filter=`): one choice, the default All. */
export const EMAIL_FILTERS = [
  { value: "ALL", label: "All" },
  { value: "DRAFT", label: "Needs approval" },
  { value: "AGENT", label: "Waiting for agent" },
  { value: "CLIENT", label: "Waiting for client" },
  { value: "ACTIVE", label: "Active" },
  { value: "ENDED", label: "Ended" },
] as const;
export type EmailFilter = (typeof EMAIL_FILTERS)[number]["value"];
