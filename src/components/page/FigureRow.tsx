import { Col, Row, Statistic } from 'antd';

export interface Figure {
  title: string;
  value: number;
}

/** A record's headline figures (stock, available, on hold) side by side, in equal columns. */
export function FigureRow({ figures }: { figures: readonly Figure[] }) {
  const span = 24 / figures.length;
  return (
    <Row gutter={16}>
      {figures.map((figure) => (
        <Col key={figure.title} span={span}>
          <Statistic title={figure.title} value={figure.value} />
        </Col>
      ))}
    </Row>
  );
}
