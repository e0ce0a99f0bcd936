// The interactive map, loaded only when a map comes into view and tiles are
// configured (decision 0042): Leaflet with the configured raster tiles. Pins
// are circle markers (SVG, no marker images to serve) whose popups are built
// as DOM nodes, never as HTML strings.
// Leaflet's own ES module build: no CommonJS interop helper shared with other chunks.
import * as L from "leaflet/dist/leaflet-src.esm.js";
// The stylesheet's address, linked when the first map mounts: a CSS import would make this chunk a dependency
// graph of its own, and Vite's preload helper would then split the chunks every page loads (decision 0042).
import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import type { MapTiles } from "../../../domain/map-tiles.ts";
import type { MapPin } from "./map-pin.ts";

function linkStylesheet() {
  if (document.querySelector("link[data-leaflet]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = leafletStylesheet;
  link.dataset.leaflet = "";
  document.head.append(link);
}

export function mountLeafletMap(element: HTMLElement, options: { tiles: MapTiles; pins: readonly MapPin[]; zoom?: number }): () => void {
  linkStylesheet();
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
  L.tileLayer(options.tiles.url, { attribution: escapeText(options.tiles.attribution), maxZoom: 18 }).addTo(map);
  const points: L.LatLngExpression[] = [];
  for (const pin of options.pins) {
    const marker = L.circleMarker([pin.lat, pin.lng], {
      radius: pin.kind === "here" ? 10 : pin.kind === "origin" ? 7 : 8,
      color: "#fff",
      weight: 2,
      fillOpacity: 1,
      className: `leaflet-pin leaflet-pin--${pin.kind}`,
    }).addTo(map);
    const popup = document.createElement(pin.href ? "a" : "span");
    popup.textContent = pin.name;
    if (pin.href && popup instanceof HTMLAnchorElement) popup.href = pin.href;
    marker.bindPopup(popup);
    points.push([pin.lat, pin.lng]);
  }
  if (points.length === 1) map.setView(points[0], options.zoom ?? 13);
  else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 13 });
  else map.setView([-28, 134], 4);
  return () => map.remove();
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
