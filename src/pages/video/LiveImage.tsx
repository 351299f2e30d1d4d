import { useEffect, useState } from 'react';

/** How often a live image asks for a new frame. */
export const FRAME_INTERVAL_MS = 2000;

/**
 * A camera's live image in a black 16:9 box: a new frame every 2 s (`src(seq)` gives each frame's address); a frame
 * that fails to load calls `onLost`, so the page checks the camera and its ticket again.
 */
export function LiveImage({ src, alt, onLost }: { src(seq: number): string; alt: string; onLost(): void }) {
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSeq((n) => n + 1), FRAME_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div style={{ background: '#000', aspectRatio: '16 / 9', width: '100%', borderRadius: 4, overflow: 'hidden' }}>
      <img src={src(seq)} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} onError={onLost} />
    </div>
  );
}
