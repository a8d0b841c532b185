import { Button, Group, List, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import {
  accountMessages,
  deleteAccountSchema,
  type ExportFormat,
} from '../../../contracts/account';
import { MAX_PASSWORD_LENGTH } from '../../../contracts/fields';
import { fullPageLoad } from '../../lib/full-page-load';
import { reportRequestFailure } from '../../lib/report-request-failure';
import { saveAsFile } from '../../lib/save-file';
import { showSuccessToastAfterPageLoad } from '../../lib/toast-after-page-load';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useDeleteAccount } from './api/delete-account';
import { useExportAccount } from './api/export-account';
import { ProfileSection } from './components/profile-section';

/** Each download's button, and the name to save under when the server's is missing (a proxy may drop the header). */
const downloads: Record<ExportFormat, { label: string; fallbackName: string }> = {
  pdf: { label: 'Download my data as PDF', fallbackName: 'wingman-export.pdf' },
  json: { label: 'Download my data as JSON', fallbackName: 'wingman-export.json' },
};

function DownloadButton({ format }: { format: ExportFormat }) {
  const exportData = useExportAccount(format);
  const { label, fallbackName } = downloads[format];
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ file, name }) => saveAsFile(name ?? fallbackName, file),
      onError: (error) =>
        reportRequestFailure(
          error,
          'Download failed',
          'Your data could not be downloaded. Please try again.',
        ),
    });

  return (
    <Button
      variant={format === 'pdf' ? 'filled' : 'default'}
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exportData.isPending}
      onClick={download}
    >
      {label}
    </Button>
  );
}

function DownloadMyData() {
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} fz="md">
        Download your data
      </Title>
      <Text>
        <strong>PDF</strong>, to read or print: your account, profile, disabilities with your
        combined rating and rating guidance, claims with their deadlines, intents to file, My Case,
        witness statements, symptom journal, C&amp;P exams, documents with their analyses, and
        chats.
      </Text>
      <Text>
        <strong>JSON</strong>, for other programs: all of that in one file, with each
        document&apos;s text and original file while they are still kept.
      </Text>
      <Group gap="sm">
        <DownloadButton format="pdf" />
        <DownloadButton format="json" />
      </Group>
    </Stack>
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useSchemaForm(deleteAccountSchema, { password: '' });
  const remove = useDeleteAccount();
  // Stay busy after success too: the page is about to reload.
  const busy = remove.isPending || remove.isSuccess;

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((input) =>
    remove.mutate(input, {
      onSuccess: () => {
        showSuccessToastAfterPageLoad(accountMessages.deletedTitle, accountMessages.deleted);
        fullPageLoad('/');
      },
      onError: (error) =>
        reportRequestFailure(
          error,
          'Account not deleted',
          'Your account could not be deleted. Please try again.',
          form.showErrors,
        ),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered>
      <form id={form.id} onSubmit={submit} noValidate aria-label="Delete account">
        <Stack gap="md">
          <Text>This removes your Wingman account and everything in it:</Text>
          <List spacing={4}>
            <List.Item>your chats with Wingman</List.Item>
            <List.Item>your current disabilities and their rating guidance</List.Item>
            <List.Item>your claims</List.Item>
            <List.Item>your documents, their files and their analyses</List.Item>
            <List.Item>your profile and settings</List.Item>
          </List>
          <Text fw={700}>This cannot be undone.</Text>
          <Text>To keep a copy, close this and choose Download my data first.</Text>
          <PasswordInput
            label="Current password"
            description="Enter your password to confirm it is you."
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            required
            data-autofocus
            {...form.field('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" disabled={!form.values.password} loading={busy}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Data rights on Profile & Settings: download a copy of everything, or delete the account. */
export function AccountDataSection() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <ProfileSection title="Your Data">
      <DownloadMyData />
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="md">
          Delete your account
        </Title>
        <Text>
          Removes your account and all of its data from Wingman for good. You will be signed out.
        </Text>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={dialog.open}
        >
          Delete account
        </Button>
      </Stack>
      <DeleteAccountDialog opened={opened} onClose={dialog.close} />
    </ProfileSection>
  );
}
