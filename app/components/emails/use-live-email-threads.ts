import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { graphql } from "#app/lib/graphql.ts";
import type { LiveStatus } from "#app/lib/live-subscription.ts";
import { useSubscription } from "#app/lib/use-subscription.ts";

/** The id of an agency's email thread each time it changes (a message arrives, triage ends, a draft moves). */
const EmailThreadChanged = graphql(`
  subscription EmailThreadChanged {
    emailThreadChanged
  }
`);

/**
 * docs/product/live-updates.md: the screen reloads its data in place when one of its email
 * threads changes (`shows(threadId)`; a list shows them all). Never while a submission or
 * navigation is under way (that reloads the data itself); changes arriving meanwhile are
 * coalesced into one reload after it. Without JavaScript nothing happens (reload to see changes).
 */
export function useLiveEmailThreads(shows: (threadId: string) => boolean): LiveStatus {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const showsRef = useRef(shows);
  useEffect(() => {
    showsRef.current = shows;
  });
  // changes received (state: a change renders) and the last one reloaded for (a ref: reloading renders itself)
  const [received, setReceived] = useState(0);
  const reloadedFor = useRef(0);
  const status = useSubscription(EmailThreadChanged, {}, (data) => {
    if (showsRef.current(data.emailThreadChanged)) setReceived((n) => n + 1);
  });
  useEffect(() => {
    if (busy || received === reloadedFor.current) return;
    reloadedFor.current = received;
    void revalidator.revalidate();
  }, [busy, received, revalidator]);
  return status;
}
