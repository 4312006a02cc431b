import { Check, ChevronDown, Download, ExternalLink } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { cn } from "#app/lib/cn.ts";
import { BUILTIN_STYLE_IDS, BUILTIN_STYLE_NAMES, DEFAULT_STYLE_ID } from "#domain/document-styles.ts";
import { useDocumentStyle } from "./document-style-choice.tsx";

/** The style's query parameter; none for the default style (the render's own default), so its links stay as they were. */
const styleParam = (styleId?: string | null) =>
  styleId && styleId !== DEFAULT_STYLE_ID ? `&style_id=${encodeURIComponent(styleId)}` : "";

export const htmlRenderUrl = (workspaceId: string, artifactId: string, version: number, styleId?: string | null) =>
  `/agency/html/${workspaceId}/${artifactId}/v2?version=${version}${styleParam(styleId)}`;
export const pdfRenderUrl = (workspaceId: string, artifactId: string, version: number, styleId?: string | null) =>
  `/agency/pdf/${workspaceId}/${artifactId}?version=${version}${styleParam(styleId)}`;

function StyleItem({ value, label }: { value: string; label: string }) {
  return (
    <Menu.RadioItem
      value={value}
      // choosing a style keeps the menu open for Open HTML or Download PDF
      onSelect={(event) => event.preventDefault()}
      className={cn(
        "flex cursor-default items-center gap-2 rounded-md py-1.5 pr-2 pl-7 text-neutral-800 outline-none select-none",
        "relative data-[highlighted]:bg-neutral-100",
      )}
    >
      <Menu.ItemIndicator className="absolute left-2 inline-flex">
        <Check className="size-4 text-accent-700" aria-hidden />
      </Menu.ItemIndicator>
      <span className="truncate">{label}</span>
    </Menu.RadioItem>
  );
}

/**
 * Render a document draft version in a document style (docs/product/document-styles.md): the
 * built-in styles and the agency's custom ones ("No custom styles found" without any), then its
 * HTML in a new tab or a PDF download — both in the chosen style, as the preview frame is.
 */
export function RenderMenu({
  workspaceId,
  artifactId,
  version,
}: {
  workspaceId: string;
  artifactId: string;
  version: number;
}) {
  const { customStyles, styleId, styleName, choose } = useDocumentStyle();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" title={`Style: ${styleName}`}>
          Render
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="max-h-[min(32rem,var(--radix-dropdown-menu-content-available-height))] w-64 overflow-y-auto"
      >
        <Menu.RadioGroup value={styleId} onValueChange={choose} aria-label="Document style">
          <DropdownMenuLabel>Built-in styles</DropdownMenuLabel>
          {BUILTIN_STYLE_IDS.map((id) => (
            <StyleItem key={id} value={id} label={BUILTIN_STYLE_NAMES[id]} />
          ))}
          <DropdownMenuLabel>Custom styles</DropdownMenuLabel>
          {customStyles.length === 0 ? (
            <p className="px-2 pb-1.5 text-sm text-neutral-500">No custom styles found</p>
          ) : (
            customStyles.map((style) => <StyleItem key={style.id} value={style.id} label={style.title} />)
          )}
        </Menu.RadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={htmlRenderUrl(workspaceId, artifactId, version, styleId)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            Open HTML in new tab
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={pdfRenderUrl(workspaceId, artifactId, version, styleId)} download>
            <Download aria-hidden />
            Download PDF
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
