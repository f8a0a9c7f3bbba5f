import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { errorCleared } from '@/core/session/sessionSlice';
import { signIn } from '@/core/session/sessionThunks';
import { EMAIL_PATTERN, EMAIL_MIN_LENGTH, messages } from '@/lib/validation/rules';

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .required(messages.required('Email'))
    .min(EMAIL_MIN_LENGTH, messages.min('Email', EMAIL_MIN_LENGTH))
    .matches(EMAIL_PATTERN, messages.email('Email')),
  password: yup.string().required(messages.required('Password')),
});

/** /auth/login. On success the session listener follows the stored redirect URL. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const { isLoading, error } = useAppSelector((s) => s.session);

  useEffect(() => {
    document.title = 'Sign in | KeepStock';
  }, []);

  return (
    <main className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-title">
          Sign in to KeepStock
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Manage your stock, orders and shipments in one place.
        </Typography.Paragraph>
        {error && (
          <Alert
            type="error"
            title={error}
            showIcon
            role="alert"
            closable={{ onClose: () => dispatch(errorCleared()), 'aria-label': 'Dismiss error' }}
            className="auth-alert"
          />
        )}
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            await dispatch(signIn({ email: values.email.trim(), password: values.password }));
          }}
        >
          {({ values, errors, touched, handleChange, handleBlur, handleSubmit, isSubmitting }) => (
            <Form layout="vertical" onFinish={() => handleSubmit()} noValidate component="form">
              <Form.Item
                label="Email"
                htmlFor="email"
                validateStatus={touched.email && errors.email ? 'error' : undefined}
                help={touched.email && errors.email}
              >
                <Input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  value={values.email}
                  onChange={handleChange}
                  onBlur={handleBlur}
                />
              </Form.Item>
              <Form.Item
                label="Password"
                htmlFor="password"
                validateStatus={touched.password && errors.password ? 'error' : undefined}
                help={touched.password && errors.password}
              >
                <Input.Password
                  id="password"
                  name="password"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={handleChange}
                  onBlur={handleBlur}
                />
              </Form.Item>
              <div className="auth-row">
                <Link to="/auth/forgot-password">Forgot password?</Link>
              </div>
              <Button
                type="primary"
                htmlType="submit"
                block
                size="large"
                loading={isSubmitting || isLoading}
              >
                Sign in
              </Button>
            </Form>
          )}
        </Formik>
        <Typography.Paragraph className="auth-footer">
          New to KeepStock? <Link to="/auth/signup">Create an account</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
