// The tile source of the interactive maps, from configuration (MAP_TILE_URL,
// decision 0042). With none, every map is drawn from coordinates.

export interface MapTiles {
  /** A URL template with {z}, {x} and {y}. */
  url: string;
  attribution: string;
}

export function mapTilesFrom(config: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string }): MapTiles | null {
  return config.MAP_TILE_URL ? { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION ?? "" } : null;
}

/** The origin the page's policy must allow images from ("https://tiles.example.com"), or none for same-site tiles. */
export function tileImageOrigin(url: string | undefined): string | null {
  if (!url || !/^https:\/\//i.test(url)) return null;
  const match = /^https:\/\/[^/]+/i.exec(url);
  return match ? match[0].toLowerCase() : null;
}
