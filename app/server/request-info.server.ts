/**
 * Per-request facts that only the HTTP server knows (client address, CSP nonce), handed to
 * loaders, actions and entry.server through React Router's typed context.
 */
import { createContext, type RouterContextProvider } from "react-router";

export type RequestInfo = { ip: string; nonce: string };

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", nonce: "" });

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
