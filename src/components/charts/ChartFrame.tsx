import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

export interface ChartFrameProps {
  /** The chart's accessible name: what it shows, with its figures in words. */
  label: string;
  height: number;
  /** The width drawn before (or without) a measured layout. */
  initialWidth: number;
  className?: string;
  children: ReactElement;
}

/**
 * A chart as one image to a screen reader, named by `label` (recharts' own shapes say nothing
 * useful), taking the width it is given at a fixed height.
 */
export function ChartFrame({ label, height, initialWidth, className, children }: ChartFrameProps) {
  return (
    <div role="img" aria-label={label} className={className}>
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: initialWidth, height }}
      >
        {children}
      </ResponsiveContainer>
    </div>
  );
}
