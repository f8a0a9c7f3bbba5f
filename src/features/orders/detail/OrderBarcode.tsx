import { Alert, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';

export const ORDER_BARCODE_FAILED = 'This barcode cannot be drawn as Code 128.';

/**
 * The order's Code 128 barcode, drawn as SVG by JsBarcode. The library is fetched only when a
 * barcode is shown (the Summary tab), so no other page pays for it. The digits are printed
 * beneath in HTML, and the picture is labelled with them, so the barcode reads without a scanner.
 */
export function OrderBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  // Which value was drawn, and how it went: a new value is 'drawing' until its own answer.
  const [result, setResult] = useState<{ value: string; ok: boolean } | null>(null);
  const state = result?.value !== value ? 'drawing' : result.ok ? 'drawn' : 'failed';

  useEffect(() => {
    let live = true;
    void import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!live || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          displayValue: false,
          margin: 8,
          height: 64,
          width: 2,
        });
        setResult({ value, ok: true });
      })
      .catch(() => {
        if (live) setResult({ value, ok: false });
      });
    return () => {
      live = false;
    };
  }, [value]);

  return (
    <div className="order-barcode">
      {state === 'failed' ? (
        <Alert type="error" showIcon title={ORDER_BARCODE_FAILED} />
      ) : (
        <>
          {state === 'drawing' && <Skeleton.Node active style={{ width: 240, height: 64 }} />}
          <svg
            ref={svg}
            role="img"
            aria-label={`Code 128 barcode ${value}`}
            style={state === 'drawn' ? undefined : { display: 'none' }}
          />
        </>
      )}
      <span className="order-barcode-text">{value}</span>
    </div>
  );
}
