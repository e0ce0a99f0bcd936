// Finding 6: every colour × width × quality × format was rendered and kept
// forever, renders were unbounded, static files waited behind them, and a
// broken percent-encoding was a 500. (The render queue's bound and the disk
// cache's LRU are proven in services/images/serve-image.test.ts; timing is in
// npm run bench:hardening.)
import { expect, test } from "@playwright/test";
import { raw } from "./raw-http.ts";

test("image widths and qualities snap to the ones our pages use: new values are not new renders", async () => {
  const photo = "/img/car/wagon/3c6e71/7.jpg";
  const first = await raw(`${photo}?w=610&q=74`, { headers: { accept: "image/webp" } });
  expect(first.status).toBe(200);
  const etag = first.headers["etag"];
  for (const variant of ["?w=611&q=76", "?w=640", "?w=639&q=70", "?w=620&q=80"]) {
    const again = await raw(`${photo}${variant}`, { headers: { accept: "image/webp" } });
    expect([variant, again.headers["etag"], again.headers["x-cache"]]).toEqual([variant, etag, "HIT"]);
  }
});

test("a broken percent-encoding is a 400, not a 500", async () => {
  for (const path of ["/%E0%A4%A", "/assets/%E0%A4%A.js", "/media/%zz.mp4"]) {
    const answer = await raw(path);
    expect([path, answer.status]).toEqual([path, 400]);
  }
});

test("static files carry an ETag (304 when unchanged) and the video answers Range requests", async () => {
  const video = await raw("/media/walkaround.mp4", { headers: { range: "bytes=0-1023" } });
  expect(video.status).toBe(206);
  expect(video.headers["content-range"]).toMatch(/^bytes 0-1023\/\d+$/);
  expect(video.body.length).toBe(1024);
  const icon = await raw("/favicon.svg");
  expect(icon.status).toBe(200);
  const etag = String(icon.headers["etag"]);
  expect((await raw("/favicon.svg", { headers: { "if-none-match": etag } })).status).toBe(304);
});
