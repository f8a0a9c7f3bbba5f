import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Switch,
  Table,
  Tabs,
  Tooltip,
} from 'antd';

/**
 * A page of the antd components the portal uses most, in the states whose styles differ
 * (required, disabled, loading, empty, open): for the tests that check a test-only shortcut of
 * happy-dom's computed styles against happy-dom's own answers over every element of a real page.
 */
export function SampleAntdPage() {
  return (
    <Form aria-label="Sample">
      <Form.Item label="Name" name="name" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Kind" name="kind">
        <Select
          options={[
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Count" name="count">
        <InputNumber />
      </Form.Item>
      <Tabs
        items={[
          { key: '1', label: 'One', children: 'First' },
          { key: '2', label: 'Two', children: 'Second' },
        ]}
      />
      <Row>
        <Col span={24}>
          <Switch aria-label="Busy" loading />
        </Col>
      </Row>
      <Table rowKey="id" columns={[{ title: 'Id', dataIndex: 'id' }]} dataSource={[{ id: 1 }]} />
      <Table rowKey="id" columns={[{ title: 'Id', dataIndex: 'id' }]} dataSource={[]} />
      <Tooltip title="Hint">
        <Button type="primary" disabled>
          Save
        </Button>
      </Tooltip>
      <Button loading>Send</Button>
      <Modal open title="Dialog">
        Body
      </Modal>
    </Form>
  );
}

/** Opens the page's select, so that its popup is in the page too. */
export async function openSampleSelect(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: 'Kind' }));
  await screen.findByTitle('Beta');
}
