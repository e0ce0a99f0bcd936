import type { MapView } from "../../lib/locations/location-view.ts";

const SIZE = 400;

/**
 * A map drawn from coordinates, with no tile server (none is configured here,
 * and the page makes no network call for it): the location at the centre, the
 * group's other locations nearby placed by direction and distance and
 * numbered, a 10 km scale bar. A picture only (role img holds no links): the
 * numbered list beside it (NearbyLocations) links each neighbour's page.
 */
export function StaticMap({ map, name }: { map: MapView; name: string }) {
  const kmToPx = SIZE / map.spanKm;
  const others = numberedNeighbours(map);
  const pins = others.filter((m, i) => others.findIndex((o) => o.number === m.number) === i);
  return (
    <figure className="static-map">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby="static-map-title" className="static-map__svg">
        <title id="static-map-title">{`Map: ${name}${others.length ? ` and ${others.length} of our other locations within ${map.spanKm / 2} km` : ""}`}</title>
        <rect width={SIZE} height={SIZE} className="static-map__land" />
        {[1, 2, 3].map((i) => (
          <g key={i} className="static-map__grid">
            <line x1={(SIZE / 4) * i} y1={0} x2={(SIZE / 4) * i} y2={SIZE} />
            <line x1={0} y1={(SIZE / 4) * i} x2={SIZE} y2={(SIZE / 4) * i} />
          </g>
        ))}
        {[5, 10, 15].map((km) => (
          <circle key={km} cx={SIZE / 2} cy={SIZE / 2} r={km * kmToPx} className="static-map__ring" />
        ))}
        {pins.map((m) => (
          <g key={m.href} className="static-map__neighbour" transform={`translate(${Math.round(m.x * SIZE * 10) / 10} ${Math.round(m.y * SIZE * 10) / 10})`}>
            <circle r={9} />
            <text y={4} textAnchor="middle">
              {m.number}
            </text>
          </g>
        ))}
        <g className="static-map__here" transform={`translate(${SIZE / 2} ${SIZE / 2})`}>
          <path d="M0 0 C -6 -10 -14 -16 -14 -26 A 14 14 0 1 1 14 -26 C 14 -16 6 -10 0 0 Z" />
          <circle cy={-26} r={5} className="static-map__dot" />
        </g>
        <g className="static-map__scale" transform={`translate(16 ${SIZE - 20})`}>
          <line x1={0} y1={0} x2={10 * kmToPx} y2={0} />
          <text x={0} y={-6}>10 km</text>
        </g>
        <text x={SIZE - 12} y={24} className="static-map__north" textAnchor="end">
          N ↑
        </text>
      </svg>
      <figcaption className="visually-hidden">Rings at 5, 10 and 15 km from {name}.</figcaption>
    </figure>
  );
}

/**
 * The map's other locations, numbered as their pins: departments at one
 * address (sales, service and parts of a dealership) share one pin and number.
 */
export function numberedNeighbours(map: MapView) {
  const numbers = new Map<string, number>();
  return map.markers
    .filter((m) => !m.here)
    .map((m) => {
      const place = `${m.lat.toFixed(4)},${m.lng.toFixed(4)}`;
      if (!numbers.has(place)) numbers.set(place, numbers.size + 1);
      return { ...m, number: numbers.get(place)! };
    });
}

/** The map's other locations as links, numbered as on the map. */
export function NearbyLocations({ map }: { map: MapView }) {
  const others = numberedNeighbours(map);
  if (others.length === 0) return null;
  return (
    <nav className="nearby-locations" aria-labelledby="nearby-locations-title">
      <h2 id="nearby-locations-title" className="nearby-locations__title">
        Our other locations on the map
      </h2>
      <ol>
        {others.map((m) => (
          <li key={m.href} value={m.number}>
            <a href={m.href}>{m.name}</a> <span className="nearby-locations__distance">{m.distanceKm.toFixed(1)} km</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
