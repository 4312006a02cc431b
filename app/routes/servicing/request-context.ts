import { useOutletContext } from "react-router";
import type { ServiceRequestDetailData } from "./request.server.ts";

/** What the request layout gives its tabs and dialogs. */
export interface RequestOutletContext {
  request: ServiceRequestDetailData;
}
export const useServiceRequest = () => useOutletContext<RequestOutletContext>().request;

export const hasConversation = (request: Pick<ServiceRequestDetailData, "calls" | "emailThreads">) =>
  request.calls.length > 0 || request.emailThreads.length > 0;
