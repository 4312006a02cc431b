/** A choice group's error under its options (a fieldset of checkboxes or radios). */
export function GroupError({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}
