// The Content-Security-Policy nonce of the page being rendered, for the inline
// <style> elements the server renders (React Router's own scripts take it from
// <ServerRouter nonce>). Only the server knows it: in the browser it is "", and
// the elements it marks have already been applied.
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
