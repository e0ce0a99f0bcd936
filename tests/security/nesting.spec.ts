// Finding 12: nesting is bounded with a 400 that names the position, instead of a 500.
import { expect, test } from "@playwright/test";
import { host, rawGet, rawRequest } from "./support/raw-http.ts";

const toyota = host("harbour-toyota");

async function searchKey() {
  const config = await rawGet("/api/search-config", toyota);
  return JSON.parse(config.body) as { appId: string; apiKey: string };
}

function postJson(path: string, body: string, headers: string[] = []) {
  return rawRequest(
    [`POST ${path} HTTP/1.1`, `Host: ${toyota}`, `Origin: http://${toyota}`, "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`, ...headers].join("\r\n"),
    [body],
  );
}

test("a filter with 10,000 nested parentheses is a 400 naming the column", async () => {
  const { appId, apiKey } = await searchKey();
  const filters = "(".repeat(10_000) + "make:Toyota" + ")".repeat(10_000);
  const body = JSON.stringify({ requests: [{ indexName: "Car_production", params: new URLSearchParams({ filters }).toString() }] });
  const response = await postJson("/1/indexes/*/queries", body, [`X-Algolia-Application-Id: ${appId}`, `X-Algolia-API-Key: ${apiKey}`]);
  expect(response.status).toBe(400);
  expect(JSON.parse(response.body).message).toBe("filters: Too many nested parentheses (at most 32) at col 33");
});

test("a 100,000-deep JSON body to the search API is a 400 naming the position", async () => {
  const { appId, apiKey } = await searchKey();
  const body = `{"requests":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
  const response = await postJson("/1/indexes/*/queries", body, [`X-Algolia-Application-Id: ${appId}`, `X-Algolia-API-Key: ${apiKey}`]);
  expect(response.status).toBe(400);
  expect(JSON.parse(response.body).message).toBe("The request body nests deeper than 32 levels (at character 44)");
});

test("a form field holding a 25,000-deep array is a 400 naming the position", async () => {
  // 50,000 deep (the report's) is 100 KB: over the forms' 64 KB, so a 413 before it is read. 25,000 fits.
  const body = `{"name":${"[".repeat(25_000)}${"]".repeat(25_000)}}`;
  const response = await postJson("/contact", body);
  expect(response.status).toBe(400);
  // The form's page again, with the message in its banner.
  expect(response.body).toContain("The form nests deeper than 32 levels (at character 40).");
});
