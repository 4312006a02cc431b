/** An option of a combobox: what is submitted, what is shown, and an optional second line. */
export interface ComboboxOption {
  value: string;
  label: string;
  description?: string | null;
}

/**
 * docs/product/shell-and-navigation.md, "Form fields": a query of at least 3 characters; at most 50
 * options (1000 in policy forms).
 */
export const COMBOBOX_MIN_QUERY = 3;
export const COMBOBOX_MAX_OPTIONS = 50;
export const POLICY_FORM_MAX_OPTIONS = 1000;

/**
 * The options matching `query` in their label, value or description, case-insensitively; none
 * below the minimum query length; at most `maxOptions`.
 */
export function filterComboboxOptions<T extends ComboboxOption>(
  options: readonly T[],
  query: string,
  { minQueryLength = COMBOBOX_MIN_QUERY, maxOptions = COMBOBOX_MAX_OPTIONS } = {},
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < minQueryLength) return [];
  const found: T[] = [];
  for (const option of options) {
    const haystack = [option.label, option.value, option.description ?? ""].map((text) => text.toLowerCase());
    if (haystack.some((text) => text.includes(needle))) {
      found.push(option);
      if (found.length >= maxOptions) break;
    }
  }
  return found;
}
