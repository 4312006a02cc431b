import { useLocation, useNavigate } from "react-router";
import { searchFor } from "./panel-params.ts";

/** Which version of the draft the panel shows (newest last in the list, shown first). */
export function VersionSwitcher({
  artifactId,
  version,
  versions,
}: {
  artifactId: string;
  version: number;
  versions: readonly number[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = versions.at(-1);
  return (
    <label className="flex items-center gap-1.5 text-xs text-neutral-500">
      Version
      <select
        value={version}
        onChange={(event) =>
          void navigate(
            {
              search: searchFor(location.search, { kind: "artifact", artifactId, version: Number(event.target.value) }),
            },
            { preventScrollReset: true },
          )
        }
        className="h-8 rounded-lg border border-neutral-200 bg-white px-2 text-sm text-neutral-900 tabular-nums"
      >
        {[...versions].reverse().map((v) => (
          <option key={v} value={v}>
            v{v}
            {v === latest ? " (latest)" : ""}
          </option>
        ))}
      </select>
    </label>
  );
}
