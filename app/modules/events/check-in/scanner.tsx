// The check-in page's camera: reads ticket QR codes from the phone's back camera and hands each
// code to `onScan`. BarcodeDetector where the browser has one (Chrome on Android, Safari 17+);
// otherwise jsQR on downscaled frames, imported only when needed (it stays out of every other
// page). The camera runs only after the host presses Start, and stops on Stop or when leaving.
import { Camera, CameraOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/** Frames are read this often: quick enough for a queue, light on a phone's battery. */
const FRAME_INTERVAL_MS = 200;
/** The width frames are scaled to for jsQR (a QR code on a phone held up fills most of it). */
const JSQR_WIDTH = 480;

async function makeDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const detector = new Detector({ formats: ["qr_code"] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      // A BarcodeDetector without QR support: fall back to jsQR below.
    }
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, JSQR_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null
    );
  };
}

export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<"off" | "starting" | "on">("off");
  const [problem, setProblem] = useState<string | null>(null);
  const scan = useRef(onScan);
  scan.current = onScan;

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState("off");
  }, []);

  useEffect(() => stop, [stop]);

  async function start() {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem("This browser can't use the camera here. Type the ticket code below instead.");
      return;
    }
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment" },
        audio: false,
      });
      stream.current = media;
      const element = video.current;
      if (!element) return stop();
      element.srcObject = media;
      await element.play();
      const decode = await makeDecoder();
      setState("on");
      const tick = async () => {
        if (!stream.current) return;
        try {
          const code = await decode(element);
          if (code) scan.current(code);
        } catch {
          // A frame that could not be read: try the next one.
        }
        timer.current = window.setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      stop();
      const denied = error instanceof DOMException && error.name === "NotAllowedError";
      setProblem(
        denied
          ? "Camera access was refused. Allow the camera for this site, or type the ticket code below."
          : "No camera could be started. Type the ticket code below instead.",
      );
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] max-h-[60vh] w-full overflow-hidden rounded-xl bg-black ring-1 ring-border/60">
        <video
          ref={video}
          playsInline
          muted
          aria-label="Camera preview"
          className={state === "on" ? "size-full object-cover" : "hidden"}
        />
        {state !== "on" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground text-sm">
            <Camera aria-hidden="true" className="size-8" />
            {state === "starting"
              ? "Starting the camera…"
              : "Point the camera at a ticket's QR code."}
          </div>
        ) : (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-accent/80"
          />
        )}
      </div>
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {state === "off" ? (
        <Button type="button" onClick={start}>
          <Camera aria-hidden="true" />
          Start camera
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={stop}>
          <CameraOff aria-hidden="true" />
          Stop camera
        </Button>
      )}
    </div>
  );
}
