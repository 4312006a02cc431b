import { withRoleTag } from "#app/components/copilot/copilot-presets.ts";
import { FilePicker } from "./file-picker.tsx";
import type { FileSlot as Slot } from "./preset-form-model.ts";

/**
 * One file slot of a preset form (`[Certificate]`, `[Option 1]`, …): picker or drag and drop,
 * each file shown with the slot's role tag (the server names the upload so) and removable.
 * The files stay while the dialog is open, a refused submit included.
 */
export function FileSlot({ slot, disabled, error }: { slot: Slot; disabled?: boolean; error?: string }) {
  return (
    <FilePicker
      id={slot.name}
      name={slot.name}
      label={
        <>
          {slot.label}
          {slot.optional ? <span className="font-normal text-neutral-500"> (optional)</span> : null}
        </>
      }
      buttonLabel={`Upload ${slot.label}`}
      dropHint={`or drop files here, named ${slot.tag}`}
      displayName={(fileName) => withRoleTag(fileName, slot.tag)}
      disabled={disabled}
      error={error}
    />
  );
}
