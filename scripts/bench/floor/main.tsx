import { Button, Form, Input } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The benchmark's floor: the least an antd sign-in screen can load (React + antd Form, Input,
 * Button), rendered at once. The portal's /auth/login is compared with it in size, timings and
 * Lighthouse score; the labels match the portal's so the same readiness probe finds the form.
 */
function SignInFloor() {
  return (
    <main style={{ maxWidth: 360, margin: '64px auto', padding: '0 16px' }}>
      <h1>Sign in</h1>
      <Form layout="vertical" requiredMark={false} onFinish={() => undefined}>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Sign in
        </Button>
      </Form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInFloor />
  </StrictMode>,
);
