import { Paperclip } from "lucide-react";
import { useState, type DragEvent } from "react";
import { Combobox, type ComboboxOption } from "#app/components/combobox.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { withRoleTag } from "./copilot-presets.ts";
import { FileChips } from "./file-chips.tsx";
import { FILE_SEARCH_DEBOUNCE_MS, FILE_SEARCH_MAX_RESULTS, searchExistingFiles } from "./search-files.ts";
import { useFileList } from "./use-file-list.ts";

export interface ExistingFile {
  id: string;
  name: string;
}

const uploadKey = (file: File) => `upload:${file.name}-${file.size}-${file.lastModified}`;

/**
 * The workspace's files: uploads (picker or drag and drop) and existing files picked by name; each shown
 * with the preset's role tag and removable. Uploads post as `files`, existing ones as `existingFile` ids.
 */
export function CopilotFiles({
  existing,
  onExistingChange,
  roleTag,
  disabled,
}: {
  existing: ExistingFile[];
  onExistingChange: (files: ExistingFile[]) => void;
  roleTag: string | null;
  disabled?: boolean;
}) {
  const { input, files, add, remove } = useFileList();
  const [dragging, setDragging] = useState(false);
  const [searchKey, setSearchKey] = useState(0);
  const pick = (option: ComboboxOption | null) => {
    if (!option) return;
    if (!existing.some((file) => file.id === option.value))
      onExistingChange([...existing, { id: option.value, name: option.label }]);
    setSearchKey((key) => key + 1); // a fresh, empty search box for the next file
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const chips = [
    ...files.map((file) => ({ key: uploadKey(file), name: withRoleTag(file.name, roleTag), size: file.size })),
    ...existing.map((file) => ({ key: `existing:${file.id}`, name: withRoleTag(file.name, roleTag) })),
  ];
  return (
    <div className="flex flex-col gap-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col gap-2 rounded-lg border border-dashed p-2 sm:flex-row sm:items-center",
          dragging ? "border-accent-600 bg-accent-50" : "border-neutral-300 bg-neutral-50",
        )}
      >
        <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          <Paperclip aria-hidden />
          Upload files
        </Button>
        <input
          ref={input}
          type="file"
          name="files"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => add(Array.from(event.target.files ?? []))}
        />
        <label htmlFor="copilot-existing-file" className="sr-only">
          Search existing files
        </label>
        <Combobox
          key={searchKey}
          id="copilot-existing-file"
          label="Existing files"
          placeholder="Or search your agency's files…"
          loadOptions={searchExistingFiles}
          onValueChange={pick}
          minQueryLength={2}
          maxOptions={FILE_SEARCH_MAX_RESULTS}
          debounceMs={FILE_SEARCH_DEBOUNCE_MS}
          className="min-w-0 flex-1"
        />
      </div>
      {existing.map((file) => (
        <input key={file.id} type="hidden" name="existingFile" value={file.id} />
      ))}
      <FileChips
        files={chips}
        disabled={disabled}
        onRemove={(key) => {
          if (key.startsWith("existing:")) onExistingChange(existing.filter((file) => `existing:${file.id}` !== key));
          else {
            const file = files.find((candidate) => uploadKey(candidate) === key);
            if (file) remove(file);
          }
        }}
      />
    </div>
  );
}
