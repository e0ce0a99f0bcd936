// Leaflet ships an ES module build beside its UMD one; its types are @types/leaflet's.
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
