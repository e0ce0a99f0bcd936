// The image service behind /img/...: generated pictures (demo/images),
// resized and encoded on request, kept in a disk cache.
export { serveImage } from "./serve-image.ts";
