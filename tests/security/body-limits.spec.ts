// Finding 5 (no request body limit): a body over its route's limit is refused
// with a 413, by Content-Length before a byte is read, and while it streams.
import { expect, test } from "@playwright/test";
import { host, rawRequest } from "./support/raw-http.ts";

const toyota = host("harbour-toyota");
const MB = 1024 * 1024;

function post(path: string, headers: string[]) {
  return [`POST ${path} HTTP/1.1`, `Host: ${toyota}`, `Origin: http://${toyota}`, ...headers].join("\r\n");
}

test("a 100 MB form post is refused by its Content-Length, before the body is read", async () => {
  const started = Date.now();
  // Not a byte of the body is sent: the answer comes from the headers alone.
  const response = await rawRequest(post("/contact", ["Content-Type: application/x-www-form-urlencoded", `Content-Length: ${100 * MB}`]));
  expect(response.status).toBe(413);
  expect(response.body).toContain("too large");
  expect(Date.now() - started).toBeLessThan(5000);
});

test("a streamed (chunked) form post is cut off once it passes the limit", async () => {
  const chunk = "a".repeat(16 * 1024);
  const framed = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
  const response = await rawRequest(post("/contact", ["Content-Type: application/x-www-form-urlencoded", "Transfer-Encoding: chunked"]), [
    "name=",
    ...Array.from({ length: 64 }, () => framed),
    "0\r\n\r\n",
  ].map((part, i) => (i === 0 ? `${part.length.toString(16)}\r\n${part}\r\n` : part)));
  expect(response.status).toBe(413);
  expect(response.body).toContain("too large");
});

test("the search API takes 1 MB, no more", async () => {
  const response = await rawRequest(post("/1/indexes/*/queries", ["Content-Type: application/json", `Content-Length: ${2 * MB}`]));
  expect(response.status).toBe(413);
});

test("an ordinary form post is not affected", async () => {
  // Without a CSRF token the form is refused (403) — by the form, not by the body limit.
  const response = await rawRequest(post("/contact", ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 8"]), ["name=Sam"]);
  expect(response.status).toBe(403);
});
