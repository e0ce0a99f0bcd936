// The image service behind /img/...: generated pictures (demo/images),
// resized and encoded on request, kept in a disk cache.
export { createImageService, DEFAULT_IMAGE_CACHE_BYTES, imageService, serveImage, type ImageService } from "./serve-image.ts";
export { createStockImageStore, DEFAULT_STOCK_IMAGE_BYTES, stockImagesDir, type StockImageStoreOptions } from "./stock-images.ts";
