import { Modal, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type SignInTab = 'login' | 'register';

type SignInDialogProps = {
  opened: boolean;
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  onClose: () => void;
  /** Why the dialog opened on its own ("Sign in to see My Claims"), and where to go after. */
  reason?: string;
  returnTo?: string;
};

const isSignInTab = (value: string | null): value is SignInTab =>
  value === 'login' || value === 'register';

export function SignInDialog({
  opened,
  tab,
  onTabChange,
  onClose,
  reason,
  returnTo,
}: SignInDialogProps) {
  const [forgotPassword, setForgotPassword] = useState(false);

  const close = () => {
    setForgotPassword(false);
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened && !forgotPassword}
        onClose={close}
        title={reason ?? 'Welcome to Wingman'}
        centered
      >
        <Text size="sm" c="dimmed" mb="md">
          {reason
            ? 'That page is part of your account. Log in, or create a free account, and Wingman takes you straight there.'
            : 'Log in, or create a free account to start preparing your VA claim.'}
        </Text>
        <Tabs
          value={tab}
          onChange={(value) => isSignInTab(value) && onTabChange(value)}
          keepMounted={false}
        >
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="login">Login</Tabs.Tab>
            <Tabs.Tab value="register">Register</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm onForgotPassword={() => setForgotPassword(true)} returnTo={returnTo} />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm returnTo={returnTo} />
          </Tabs.Panel>
        </Tabs>
      </Modal>
      <ForgotPasswordDialog
        opened={opened && forgotPassword}
        onCancel={() => setForgotPassword(false)}
        onSent={close}
      />
    </>
  );
}
