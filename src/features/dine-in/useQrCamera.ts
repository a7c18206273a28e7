/**
 * The camera looking for a QR code, shared by the table scanner (dine-in) and the steal-deal scanner: the
 * browser's own BarcodeDetector where there is one (Chrome on Android), jsQR (loaded only here) elsewhere; the
 * caller offers a typed code as the last resort when the camera is not available.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useWakeLock } from '../../lib/useWakeLock';
import { t } from '../../i18n';
import { m } from './scannerMessages';

type Decode = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

async function makeDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || !canvas.width) return null;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/**
 * While `open`, shows the camera in `videoRef` and calls `onText` with each code read; scanning stops when it
 * answers true (the code was the one wanted). `onProblem` hears when there is no camera. The screen stays on meanwhile.
 */
export function useQrCamera(
  open: boolean,
  videoRef: RefObject<HTMLVideoElement | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  onText: (text: string) => boolean | Promise<boolean>,
  onProblem: (message: string) => void,
): void {
  // The latest callbacks, without restarting the camera on every render (that would flicker).
  const handlers = useRef({ onText, onProblem });
  useLayoutEffect(() => {
    handlers.current = { onText, onProblem };
  });
  // A phone held up to a code for a while must not dim mid-scan.
  useWakeLock(open);

  useEffect(() => {
    if (!open) return undefined;
    let stream: MediaStream | null = null;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        const video = videoRef.current;
        if (!video || stopped) return;
        video.srcObject = stream;
        await video.play();
        const decode = await makeDecoder();
        while (!stopped) {
          const text = await decode(video, canvasRef.current ?? document.createElement('canvas')).catch(() => null);
          if (text && (await handlers.current.onText(text))) return;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch {
        if (!stopped) handlers.current.onProblem(t(m.cameraUnavailable));
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, videoRef, canvasRef]);
}
