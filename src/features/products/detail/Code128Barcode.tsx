import { Alert } from 'antd';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { isValidCode128 } from '@/domain/catalogue/rules';

export const BARCODE_DRAW_FAILED = 'This barcode cannot be drawn as Code 128.';

/**
 * A real Code 128 symbol drawn as SVG by JsBarcode (vector, so it prints sharp at any size). The
 * human-readable text is printed by the caller, in HTML, where the font is the page's.
 */
export function Code128Barcode({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const drawable = isValidCode128(value);

  useEffect(() => {
    if (!svg.current || !drawable) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      displayValue: false,
      margin: 8,
      height: 80,
      width: 2,
    });
  }, [value, drawable]);

  if (!drawable) return <Alert type="error" showIcon title={BARCODE_DRAW_FAILED} />;
  return <svg ref={svg} role="img" aria-label={label} className="code128" />;
}
