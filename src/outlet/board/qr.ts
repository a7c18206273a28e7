/**
 * A QR code as an SVG drawn from uqr's module matrix (the app's ticket QR does the same): one path, crisp on
 * screen and on paper at any size, and no markup injected. Error correction M survives a scratched table card.
 */
import { encode } from 'uqr';

const SVG = 'http://www.w3.org/2000/svg';

export function qrCode(text: string, label: string): SVGSVGElement {
  const qr = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${qr.size} ${qr.size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('class', 'qr-print__image');
  const ground = document.createElementNS(SVG, 'rect');
  ground.setAttribute('width', String(qr.size));
  ground.setAttribute('height', String(qr.size));
  ground.setAttribute('fill', '#fff');
  const modules = document.createElementNS(SVG, 'path');
  modules.setAttribute('d', d);
  modules.setAttribute('fill', '#000');
  svg.append(ground, modules);
  return svg;
}
