import { Spin } from 'antd';

/** The auth gate's spinner, a chunk of its own: signed-out pages never show it. */
export default function GateSpinner() {
  return <Spin size="large" />;
}
