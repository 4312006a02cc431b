import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { BUILTIN_STYLE_NAMES, DEFAULT_STYLE_ID, isBuiltinStyleId } from "#domain/document-styles.ts";

/**
 * The document style a workspace's drafts are shown and rendered in (docs/product/document-styles.md):
 * the built-in styles and the agency's custom ones, the choice applied to the preview frame and
 * the Render menu's links alike, and remembered in this browser (the last choice, while it exists).
 */

export interface CustomStyleOption {
  id: string;
  title: string;
}

interface DocumentStyleChoice {
  customStyles: CustomStyleOption[];
  styleId: string;
  styleName: string;
  choose: (styleId: string) => void;
}

const STORAGE_KEY = "cara.documentStyleId";

/** The last choice made in this browser (after hydration; null on the server and before). */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
function readRemembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const Context = createContext<DocumentStyleChoice>({
  customStyles: [],
  styleId: DEFAULT_STYLE_ID,
  styleName: BUILTIN_STYLE_NAMES[DEFAULT_STYLE_ID],
  choose: () => undefined,
});

export function DocumentStyleProvider({
  customStyles,
  children,
}: {
  customStyles: CustomStyleOption[];
  children: ReactNode;
}) {
  const remembered = useSyncExternalStore(subscribe, readRemembered, () => null);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? remembered ?? DEFAULT_STYLE_ID;
  const known = useCallback(
    (id: string | null) => Boolean(id && (isBuiltinStyleId(id) || customStyles.some((style) => style.id === id))),
    [customStyles],
  );
  const choose = useCallback((id: string) => {
    setPicked(id);
    try {
      window.localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // storage refused (private mode): the choice lasts for the page only
    }
    for (const listener of listeners) listener();
  }, []);
  const value = useMemo(() => {
    const styleId = known(chosen) ? chosen : DEFAULT_STYLE_ID;
    const styleName = isBuiltinStyleId(styleId)
      ? BUILTIN_STYLE_NAMES[styleId]
      : (customStyles.find((style) => style.id === styleId)?.title ?? BUILTIN_STYLE_NAMES[DEFAULT_STYLE_ID]);
    return { customStyles, styleId, styleName, choose };
  }, [chosen, customStyles, known, choose]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useDocumentStyle = () => useContext(Context);
