import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import SignaturePadEngine from 'signature_pad';
import styles from './flow-detail.module.css';

/**
 * A handwritten signature (signature_pad on a canvas): each finished stroke reports the picture as a PNG
 * data URL, cleared to undefined. Sized once for the screen's pixel ratio so the strokes stay sharp.
 */
export function SignaturePad({
  onChange,
  clearText,
  id,
}: {
  onChange?: (png: string | undefined) => void;
  clearText: string;
  id?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadEngine | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const engine = new SignaturePadEngine(element, { penColor: '#1f1f1f', backgroundColor: 'rgba(0,0,0,0)' });
    const ended = () => report.current?.(engine.isEmpty() ? undefined : engine.toDataURL('image/png'));
    engine.addEventListener('endStroke', ended);
    pad.current = engine;
    return () => {
      engine.removeEventListener('endStroke', ended);
      engine.off();
      pad.current = null;
    };
  }, []);

  return (
    <div className={styles.signature}>
      <canvas ref={canvas} id={id} className={styles.signatureCanvas} data-testid="signature-pad" />
      <Button
        size="small"
        type="link"
        onClick={() => {
          pad.current?.clear();
          report.current?.(undefined);
        }}
      >
        {clearText}
      </Button>
    </div>
  );
}
