// jsdom for tests that open what we send (ADF/XML, HTML email bodies).
// Loaded through require because the project has no jsdom type package.
import { createRequire } from "node:module";

type JsdomModule = { JSDOM: new (html?: string) => { window: Window & typeof globalThis } };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as JsdomModule;
const { window } = new JSDOM("");
const parser = new window.DOMParser();

/** Parses XML, throwing with the parser's message when it is not well-formed. */
export function parseXmlDocument(xml: string): Document {
  const doc = parser.parseFromString(xml, "application/xml");
  const error = doc.querySelector("parsererror");
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

export function parseHtmlDocument(html: string): Document {
  return parser.parseFromString(html, "text/html");
}
