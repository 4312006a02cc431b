import {
  Award,
  BadgeCheck,
  FileCheck2,
  FileSearch,
  FileSignature,
  FileSpreadsheet,
  Files,
  Home,
  LayoutTemplate,
  ListChecks,
  ScrollText,
  Tags,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { PRESET_CAPABILITIES, PRESET_DESCRIPTIONS, PRESET_LABELS, type Preset } from "#domain/workspace.ts";

export const PRESET_ICONS: Record<Preset, LucideIcon> = {
  CertificateReview: BadgeCheck,
  ContractReview: FileSignature,
  CoverageComparison: Files,
  DocumentExploration: FileSearch,
  UnderwritingAnalysis: ListChecks,
  CommercialClassification: Tags,
  GenerateTemplate: FileSpreadsheet,
  GenerateQuoteProposal: ScrollText,
  GenerateCertificateOfLiabilityInsurance: Award,
  GenerateEvidenceOfPropertyInsurance: Home,
};

/** A built-in preset's dialog form (ADR 036): /app/home/presets/{id} stays for custom presets. */
export const builtinPresetPath = (preset: Preset) => `/app/home/presets/builtin/${preset}`;

const cardClass =
  "group flex h-full flex-col gap-2.5 rounded-lg border border-neutral-200 bg-white p-3.5 transition-colors hover:border-neutral-300 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none";

/**
 * Home's preset cards (docs/product/home-and-presets.md): each built-in preset's name, one
 * sentence and its capability labels, then the agency's custom presets (docs/product/custom-presets.md);
 * choosing one opens its dialog form.
 */
export function PresetCards({
  presets,
  customPresets = [],
}: {
  presets: readonly Preset[];
  customPresets?: ReadonlyArray<{ id: string; title: string; description: string }>;
}) {
  return (
    <ul aria-label="Presets" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {presets.map((preset) => {
        const Icon = PRESET_ICONS[preset] ?? FileCheck2;
        return (
          <li key={preset}>
            <Link to={builtinPresetPath(preset)} prefetch="intent" preventScrollReset className={cardClass}>
              <span className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-neutral-900">{PRESET_LABELS[preset]}</span>
                  <span className="mt-0.5 block text-[13px] leading-5 text-neutral-500">
                    {PRESET_DESCRIPTIONS[preset]}
                  </span>
                </span>
              </span>
              <span className="mt-auto flex flex-wrap gap-1">
                {PRESET_CAPABILITIES[preset].map((capability) => (
                  <span
                    key={capability}
                    className="rounded-md bg-neutral-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-neutral-600"
                  >
                    {capability}
                  </span>
                ))}
              </span>
            </Link>
          </li>
        );
      })}
      {customPresets.map((custom) => (
        <li key={custom.id}>
          <Link to={`/app/home/presets/${custom.id}`} prefetch="intent" preventScrollReset className={cardClass}>
            <span className="flex items-start gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-700">
                <LayoutTemplate className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium break-words text-neutral-900">{custom.title}</span>
                {custom.description ? (
                  <span className="mt-0.5 line-clamp-3 block text-[13px] leading-5 text-neutral-500">
                    {custom.description}
                  </span>
                ) : null}
              </span>
            </span>
            <span className="mt-auto flex flex-wrap gap-1">
              <span className="rounded-md bg-accent-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-accent-700">
                Custom preset
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
