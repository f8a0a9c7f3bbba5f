import { Button, Result } from 'antd';
import { ROUTE_ERROR_TEXT, type RouteErrorViewProps } from './routeErrorText';

/** The route error with antd's illustration; loaded only when a route fails. */
export default function RouteErrorView({ notFound }: RouteErrorViewProps) {
  return (
    <Result
      status={notFound ? '404' : '500'}
      title={notFound ? ROUTE_ERROR_TEXT.notFound : ROUTE_ERROR_TEXT.failed}
      subTitle={ROUTE_ERROR_TEXT.advice}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXT.reload}
        </Button>
      }
    />
  );
}
