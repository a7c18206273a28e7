import { useEffect, useMemo, useRef, useState } from 'react';
import { encode } from 'uqr';
import { useWakeLock } from '../../lib/useWakeLock';

/**
 * The ticket code as a QR code for the door's scanner, drawn from uqr's module matrix as one SVG path (no
 * markup injected, crisp at any size). Error correction M survives a cracked screen or a dimmed phone, and the
 * screen stays on while the code is on it (not while it is scrolled away, which would only drain the battery).
 */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [inSight, setInSight] = useState(false);
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInSight(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useWakeLock(inSight);
  const { size, path } = useMemo(() => {
    const qr = encode(code, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [code]);
  return (
    <svg ref={svg} className="ticket-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="ticket-qr" data-code={code}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
