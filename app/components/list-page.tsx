import { SearchX } from "lucide-react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { useDelayed } from "#app/lib/use-delayed.ts";
import { EmptyState } from "./empty-state.tsx";
import { Button } from "./ui/button.tsx";

/**
 * A list page filtered on the server reloads itself as the search, filter or page change:
 * `reloading` while it does, `showSkeleton` once that has taken 150 ms.
 */
export function useListReload() {
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return { reloading, showSkeleton: useDelayed(reloading, 150) };
}

/** The empty state of a search that matched nothing, with Clear search (other filters stay). */
export function NoSearchMatch({ title, description }: { title: string; description: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const clear = () => {
    const next = new URLSearchParams(searchParams);
    next.delete("q");
    next.delete("page");
    setSearchParams(next, { replace: true });
  };
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={clear}>
          Clear search
        </Button>
      }
    />
  );
}
