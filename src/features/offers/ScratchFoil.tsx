import { useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';
import { t } from '../../i18n';
import { m } from './messages';

/** The part of the foil that must be scratched away before the card reveals itself. */
export const REVEAL_AT = 0.5;
/** Width of the scratching stroke, CSS pixels: about a fingertip. */
const STROKE = 34;
/** Counting cleared pixels reads the whole canvas: do it every few moves, not on each one. */
const SAMPLE_EVERY_MOVES = 5;
/** Look at one pixel in this many (per axis) when counting: plenty for a percentage. */
const SAMPLE_STRIDE = 6;

function paintFoil(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const { width, height } = canvas.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  // Read back every few moves to measure what is cleared: tell the browser so it keeps the pixels handy.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.scale(ratio, ratio);
  const foil = context.createLinearGradient(0, 0, width, height);
  foil.addColorStop(0, '#f8d27a');
  foil.addColorStop(0.45, '#f6b547');
  foil.addColorStop(0.55, '#e9a53a');
  foil.addColorStop(1, '#f8d27a');
  context.fillStyle = foil;
  context.fillRect(0, 0, width, height);
  // A light diagonal sheen, so it reads as foil rather than a flat button.
  context.strokeStyle = 'rgba(255, 255, 255, 0.22)';
  context.lineWidth = 6;
  for (let x = -height; x < width; x += 22) {
    context.beginPath();
    context.moveTo(x, height);
    context.lineTo(x + height, 0);
    context.stroke();
  }
  context.fillStyle = '#4a3000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `700 ${Math.round(Math.min(width / 9, 17))}px system-ui, sans-serif`;
  context.fillText(t(m.scratchHere), width / 2, height / 2);
  context.globalCompositeOperation = 'destination-out';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = STROKE;
  return context;
}

/** How much of the foil is gone (0 to 1), from a sample of its pixels' alpha. */
function clearedFraction(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D): number {
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let cleared = 0;
  let seen = 0;
  for (let y = 0; y < canvas.height; y += SAMPLE_STRIDE) {
    for (let x = 0; x < canvas.width; x += SAMPLE_STRIDE) {
      seen += 1;
      if ((data[(y * canvas.width + x) * 4 + 3] ?? 255) < 128) cleared += 1;
    }
  }
  return seen === 0 ? 0 : cleared / seen;
}

/**
 * The gold foil over an unscratched card: a finger or a mouse rubs it off (pointer events, captured so a
 * stroke that leaves the card keeps scratching), and once about half is gone it calls onCleared once.
 * Only this canvas stops the page from scrolling under a finger (touch-action: none in offers.css).
 */
export function ScratchFoil({ onCleared, fading, onFaded }: { onCleared: () => void; fading: boolean; onFaded: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const contextRef = useRef<CanvasRenderingContext2D | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const moves = useRef(0);
  const done = useRef(false);

  useEffect(() => {
    if (canvasRef.current) contextRef.current = paintFoil(canvasRef.current);
  }, []);

  useEffect(() => {
    if (!fading) return undefined;
    // Reduced motion: no fade, the foil simply goes (transitionend never fires without a transition).
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      onFaded();
      return undefined;
    }
    const fallback = window.setTimeout(onFaded, 600);
    return () => window.clearTimeout(fallback);
  }, [fading, onFaded]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const scratchTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = contextRef.current;
    const from = last.current;
    if (!context || !from || done.current) return;
    const to = point(event);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    moves.current += 1;
    if (moves.current % SAMPLE_EVERY_MOVES === 0 && clearedFraction(event.currentTarget, context) >= REVEAL_AT) {
      done.current = true;
      onCleared();
    }
  };

  return (
    <canvas
      ref={canvasRef}
      className={`scratch-foil${fading ? ' scratch-foil--fading' : ''}`}
      aria-hidden="true"
      data-testid="scratch-foil"
      onPointerDown={(event) => {
        if (done.current) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = point(event);
        // A tap scratches a dot too.
        scratchTo(event);
      }}
      onPointerMove={(event) => {
        if (last.current) scratchTo(event);
      }}
      onPointerUp={() => {
        last.current = null;
      }}
      onPointerCancel={() => {
        last.current = null;
      }}
      onTransitionEnd={onFaded}
    />
  );
}
