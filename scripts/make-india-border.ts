/**
 * Writes server/riders/indiaBorder.ts, the polygon a rider's position must fall in, from Natural Earth's 1:10m
 * admin-0 countries (public domain) as the world-atlas TopoJSON carries them (countries-10m.json: Natural Earth
 * 5.1.2, quantized to 1e5 steps, about 0.34 km by 0.19 km here). India's rings (and the Siachen Glacier, which
 * Natural Earth keeps apart) are simplified by Douglas-Peucker to within TOLERANCE degrees of the source, and
 * rings smaller than a village are dropped. Run again when the source changes:
 *   node --import tsx scripts/make-india-border.ts path/to/countries-10m.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** 0.01 degree: at most 1.1 km from Natural Earth's line anywhere (a degree of latitude is 111 km, of longitude 95 km at Amritsar). */
const TOLERANCE = 0.01;
/** Rings under about 5 km² (4e-4 square degrees) are rocks and sandbanks no rider rides on. */
const SMALLEST_AREA = 4e-4;
const OUT = new URL('../server/riders/indiaBorder.ts', import.meta.url);

type Point = [number, number];
interface Topology {
  transform: { scale: Point; translate: Point };
  arcs: Point[][];
  objects: { countries: { geometries: Array<{ type: string; arcs: number[][] | number[][][]; properties: { name: string } }> } };
}

const source = process.argv[2];
if (!source) throw new Error('Give the path of world-atlas countries-10m.json');
const topology = JSON.parse(readFileSync(source, 'utf8')) as Topology;
const { scale, translate } = topology.transform;

/** An arc's points in degrees: quantized arcs are deltas from the point before. */
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]): Point => ((x += dx), (y += dy), [x * scale[0] + translate[0], y * scale[1] + translate[1]]));
});
/** A ring from its arcs: a negative index is the arc ~index walked backwards; arcs share their end points. */
const ringOf = (indexes: number[]): Point[] =>
  indexes.flatMap((index, at) => {
    const points = index >= 0 ? arcs[index] : [...(arcs[~index] ?? [])].reverse();
    if (!points) throw new Error(`No arc ${index}`);
    return at === 0 ? points : points.slice(1);
  });

function simplify(points: Point[]): Point[] {
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const [ax, ay] = points[first] as Point;
    const [bx, by] = points[last] as Point;
    let farthest = -1;
    let distance = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i] as Point;
      const length = Math.hypot(bx - ax, by - ay);
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = true;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]);
}

const area = (ring: Point[]) => Math.abs(ring.reduce((sum, [x], i) => sum + x * ((ring[(i + 1) % ring.length] as Point)[1] - (ring[(i - 1 + ring.length) % ring.length] as Point)[1]), 0)) / 2;

const wanted = topology.objects.countries.geometries.filter((one) => one.properties.name === 'India' || one.properties.name === 'Siachen Glacier');
if (wanted.length !== 2) throw new Error('India and the Siachen Glacier were not both found');
// Outer rings only: India's polygons in Natural Earth have no holes worth keeping (a hole would be a lake).
const outer = wanted.flatMap((one) => (one.type === 'Polygon' ? [(one.arcs as number[][])[0] ?? []] : (one.arcs as number[][][]).map((polygon) => polygon[0] ?? [])));
const rings = outer
  .map(ringOf)
  .filter((ring) => area(ring) >= SMALLEST_AREA)
  .map(simplify)
  .filter((ring) => ring.length >= 4)
  .sort((a, b) => area(b) - area(a));

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const lines = rings.map((ring) => `  [${ring.map(([x, y]) => `${round(x)},${round(y)}`).join(',')}],`);
writeFileSync(
  OUT,
  `/**
 * India's land, as [longitude, latitude, longitude, latitude, …] rings (the first is the mainland, then the islands):
 * Natural Earth 1:10m admin-0 countries 5.1.2 (public domain, naturalearthdata.com), India with the Siachen Glacier
 * Natural Earth keeps apart, taken from the world-atlas TopoJSON (countries-10m.json) and simplified to within
 * ${TOLERANCE} degree (${(TOLERANCE * 111).toFixed(1)} km) of it by scripts/make-india-border.ts, which wrote this file: change that, not this.
 * It follows Natural Earth's lines where the border is disputed: it judges whether a rider's phone could be where it
 * says (server/riders/positions.ts), and is never drawn as a map.
 */
export const INDIA_LAND: ReadonlyArray<readonly number[]> = [
${lines.join('\n')}
];
`,
);
console.log(`${rings.length} rings, ${rings.reduce((sum, ring) => sum + ring.length, 0)} points → ${OUT.pathname}`);
