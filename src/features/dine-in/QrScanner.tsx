import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '../../ui/Dialog';
import { tableCodeFrom } from './tableCode';

type Decode = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's own detector where there is one (Chrome on Android); jsQR, loaded here only, elsewhere. */
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

/** The camera, looking for the table's QR code; also takes the code typed by hand. */
export default function QrScanner({ open, onClose }: { open: boolean; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();

  const go = (scanned: string) => {
    const code = tableCodeFrom(scanned);
    if (!code) {
      setProblem('This is not a table QR code.');
      return false;
    }
    onClose();
    void navigate({ to: '/', search: { table: code } });
    return true;
  };

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
          if (text && go(text)) return;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch {
        setProblem('The camera is not available. Allow camera access, or type the code printed under the QR code.');
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    // go() is stable enough for one scanning session; restarting the camera on every render would flicker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Dialog open={open} title="Scan the table's QR code" onClose={onClose}>
      <video ref={videoRef} className="scanner__video" muted playsInline aria-label="Camera preview" />
      <canvas ref={canvasRef} hidden />
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          go(typed);
        }}
      >
        <label className="form__label" htmlFor="table-code">
          Or type the table code
        </label>
        <input id="table-code" className="input" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="GL-MOH8-T1" />
        <button type="submit" className="button button--block">
          Open table
        </button>
      </form>
    </Dialog>
  );
}
