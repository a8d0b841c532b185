import './profile-styles';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEdit, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { FieldError } from '../../../contracts/errors';
import type { Profile } from '../../../contracts/profile';
import { CenteredLoader } from '../../components/centered-loader';
import { LoadFailed } from '../../components/load-failed';
import { reportRequestFailure } from '../../lib/report-request-failure';
import { showSuccessToast } from '../../lib/toast';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { useUser } from '../../lib/api/get-user';
import { AccountDataSection } from './account-data-section';
import { ChangePasswordSection } from './change-password-section';
import { useProfile } from '../../lib/api/get-profile';
import { useSaveProfile } from './api/save-profile';
import { AccountStatusSection } from './components/account-status-section';
import { ProfileForm } from './components/profile-form';

export function ProfilePage() {
  useDocumentTitle('Profile & Settings · Wingman');
  const profile = useProfile();
  const user = useUser();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  // Each time editing ends the form is made afresh from the saved profile, so Cancel restores it.
  const [formKey, setFormKey] = useState(0);
  const editButton = useRef<HTMLButtonElement>(null);
  useScrollToHash(profile.isSuccess);

  const stopEditing = () => {
    setEditing(false);
    setFormKey((key) => key + 1);
  };
  // The form's own buttons leave with edit mode; keyboard focus goes back to the header button.
  const stopEditingFromForm = () => {
    stopEditing();
    editButton.current?.focus();
  };

  const saveProfile = (changes: Profile, showErrors: (errors: FieldError[]) => void) =>
    save.mutate(changes, {
      onSuccess: () => {
        showSuccessToast('Profile Updated', 'Your profile settings have been saved successfully.');
        stopEditingFromForm();
      },
      onError: (error) =>
        reportRequestFailure(
          error,
          'Error',
          'Failed to save your profile. Please try again.',
          showErrors,
        ),
    });

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} fz="h2">
              Profile & Settings
            </Title>
            <Text mt={4} c="dimmed">
              Your details and how you would like Wingman to work for you.
            </Text>
          </div>
          {profile.isSuccess && (
            <Button
              ref={editButton}
              variant={editing ? 'default' : 'filled'}
              leftSection={
                editing ? <IconX size={18} aria-hidden /> : <IconEdit size={18} aria-hidden />
              }
              disabled={save.isPending}
              onClick={editing ? stopEditing : () => setEditing(true)}
            >
              {editing ? 'Cancel' : 'Edit Profile'}
            </Button>
          )}
        </Group>

        {profile.isPending ? (
          <CenteredLoader label="Loading Your Profile" />
        ) : profile.isError ? (
          <LoadFailed
            what="your profile"
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <>
            <ProfileForm
              key={formKey}
              saved={profile.data}
              editing={editing}
              saving={save.isPending}
              onSave={saveProfile}
              onCancel={stopEditingFromForm}
              emailVerified={user.data?.emailVerified ?? false}
              signInEmail={user.data?.email}
            />
            <AccountStatusSection signInEmail={user.data?.email} />
          </>
        )}

        <ChangePasswordSection />
        <AccountDataSection />
      </Stack>
    </Container>
  );
}
