import { Alert, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isValidCode128 } from '@/domain/catalogue/rules';

export const BARCODE_DRAW_FAILED = 'This barcode cannot be drawn as Code 128.';

export interface Code128BarcodeProps {
  value: string;
  /** The picture's accessible name; 'Code 128 barcode <value>' when left out. */
  label?: string;
  /** Bar height in px. */
  height?: number;
  className?: string;
}

/**
 * A real Code 128 symbol drawn as SVG by JsBarcode (vector, so it prints sharp at any size). The
 * library is fetched when a barcode is first shown, so no other page pays for it; until it has
 * drawn, a placeholder holds the place. A value Code 128 cannot carry says so instead. The
 * human-readable text is printed by the caller, in HTML, where the font is the page's.
 */
export function Code128Barcode({ value, label, height = 64, className }: Code128BarcodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  const drawable = isValidCode128(value);
  // Which value was drawn, and how it went: a new value is 'drawing' until its own answer.
  const [result, setResult] = useState<{ value: string; height: number; ok: boolean } | null>(null);
  const drawn = result?.value === value && result.height === height;
  const failed = !drawable || (drawn && !result.ok);

  useEffect(() => {
    if (!drawable) return;
    let live = true;
    void import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!live || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          displayValue: false,
          margin: 8,
          height,
          width: 2,
        });
        setResult({ value, height, ok: true });
      })
      .catch(() => {
        if (live) setResult({ value, height, ok: false });
      });
    return () => {
      live = false;
    };
  }, [value, height, drawable]);

  if (failed) return <Alert type="error" showIcon title={BARCODE_DRAW_FAILED} />;
  return (
    <>
      {!drawn && <Skeleton.Node active style={{ width: 240, height }} />}
      {/* Named from the start (its name is the value, not the drawing); empty and flat until drawn. */}
      <svg
        ref={svg}
        role="img"
        aria-label={label ?? `Code 128 barcode ${value}`}
        className={className}
        style={drawn ? undefined : { width: 0, height: 0 }}
      />
    </>
  );
}
