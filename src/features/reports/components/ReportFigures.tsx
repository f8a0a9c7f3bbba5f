import { Flex, Statistic } from 'antd';
import { formatAudAmount, formatCount } from '@/domain/format';

export interface ReportFigure {
  title: string;
  /** As a person reads it: formatted money, a count with separators. */
  value: string;
}

/** A report's totals over every row the filters select (not just the page shown). */
export function ReportFigures({
  figures,
  label,
}: {
  figures: readonly ReportFigure[];
  label: string;
}) {
  return (
    <Flex wrap gap={32} role="group" aria-label={label} className="report-figures">
      {figures.map((figure) => (
        <Statistic key={figure.title} title={figure.title} value={figure.value} />
      ))}
    </Flex>
  );
}

/** Until the report's totals arrive, a figure shows a dash rather than a misleading 0. */
const NOT_YET = '–';
export const countFigure = (value: number | undefined) =>
  value === undefined ? NOT_YET : formatCount(value);
export const moneyFigure = (value: number | undefined) =>
  value === undefined ? NOT_YET : formatAudAmount(value);
