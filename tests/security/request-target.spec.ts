// Finding 1 (shared page cache poisoning) and the malformed requests of
// findings 11 and 12: refused with a 400 at the door, before routing or the cache.
import { expect, test } from "@playwright/test";
import { host, rawGet, rawRequest } from "./support/raw-http.ts";

const toyota = host("harbour-toyota");

test.describe("the request target and Host header", () => {
  test("an absolute-form target naming another host is refused, and cannot poison what pages print", async () => {
    const attack = await rawGet("http://evil.example/robots.txt", toyota, ["Cache-Control: no-cache"]);
    expect(attack.status).toBe(400);
    expect(attack.body).toContain("different host");
    // What every shopper then gets: the site's configured origin, never evil.example.
    const robots = await rawGet("/robots.txt", toyota);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("Sitemap: https://harbourtoyota.example.com.au/sitemap.xml");
    expect(robots.body).not.toContain("evil.example");
  });

  test("pages name the site's configured origin, not the host they were asked for on", async () => {
    const brands = await rawGet("/brands", toyota, ["Cache-Control: no-cache"]);
    expect(brands.status).toBe(200);
    expect(brands.body).toMatch(/<link rel="canonical" href="https:\/\/harbourtoyota\.example\.com\.au\/brands"/);
    const sitemap = await rawGet("/sitemap.xml", toyota, ["Cache-Control: no-cache"]);
    expect(sitemap.body).toContain("<loc>https://harbourtoyota.example.com.au/</loc>");
    expect(sitemap.body).not.toContain("localhost");
  });

  test("an absolute-form target naming the request's own host is served as its path", async () => {
    const response = await rawGet(`http://${toyota}/robots.txt`, toyota);
    expect(response.status).toBe(200);
    expect(response.body).toContain("Sitemap: https://harbourtoyota.example.com.au/sitemap.xml");
  });

  test("two Host headers, or a Host with a space, are refused", async () => {
    const two = await rawGet("/", toyota, [`Host: ${host("harbour-used")}`]);
    expect(two.status).toBe(400);
    expect(two.body).toContain("exactly one Host header");
    const spaced = await rawGet("/", `harbour toyota.localhost:${toyota.split(":")[1]}`);
    expect(spaced.status).toBe(400);
    expect(spaced.body).toContain("not a valid host");
  });

  test("a Host with the right characters that is no host (a port past 65535, an address out of range) is a 400, not a 500", async () => {
    const port = toyota.split(":")[1];
    for (const bad of ["harbour-toyota.localhost:99999", "unknown.localhost:65536", "1.2.3.999", `foo.123:${port}`, "[1:2]", `xn--a.localhost:${port}`]) {
      for (const target of ["/", "/healthz", "/img/car/wagon/3c6e71/7.jpg"]) {
        const response = await rawGet(target, bad);
        expect([bad, target, response.status]).toEqual([bad, target, 400]);
        expect(response.body).toContain("not a valid host");
      }
    }
  });

  test("TRACE and CONNECT are answered 405, naming the methods served; an image is not served to a POST", async () => {
    for (const target of ["/", "/healthz", "/favicon.svg", "/contact"]) {
      const trace = await rawRequest([`TRACE ${target} HTTP/1.1`, `Host: ${toyota}`].join("\r\n"));
      expect([target, trace.status, trace.headers.allow]).toEqual([target, 405, "GET, HEAD, POST, OPTIONS"]);
      expect(trace.body).toContain("The TRACE method is not served here.");
    }
    const connect = await rawRequest([`CONNECT ${toyota} HTTP/1.1`, `Host: ${toyota}`].join("\r\n"));
    expect([connect.status, connect.headers.allow]).toEqual([405, "GET, HEAD, POST, OPTIONS"]);
    expect(connect.body).toContain("The CONNECT method is not served here.");
    const photo = "/img/car/wagon/3c6e71/7.jpg";
    const posted = await rawRequest([`POST ${photo} HTTP/1.1`, `Host: ${toyota}`, "Content-Length: 0"].join("\r\n"));
    expect([posted.status, posted.headers.allow]).toEqual([405, "GET, HEAD"]);
    expect((await rawGet(photo, toyota)).status).toBe(200);
  });

  for (const [target, message] of [
    ["/%E0%A4%A", "malformed percent-encoding"],
    ["/cars/%00", "control character"],
    ["/cars/%ED%A0%80", "not UTF-8"],
    ["/print?car_id=%00", "control character"],
    ["/search/new-used-and-demo-cars?query=%E0%A4%A", "malformed percent-encoding"],
  ] as const) {
    test(`${target} is a 400 that says why, not a 500 or a 503`, async () => {
      const response = await rawGet(target, toyota);
      expect(response.status).toBe(400);
      expect(response.body).toContain(message);
    });
  }
});
