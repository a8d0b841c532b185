import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { packetRequestSchema } from '../../../../contracts/case';
import { serverFieldErrors, serverMessage } from '../../../lib/api-error';
import { userQuery } from '../../../lib/api/get-user';
import { localToday } from '../../../lib/format-date';
import { saveAsFile } from '../../../lib/save-file';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { usePacketDownload } from '../api/download-packet';
import { VeteranIdFields } from '../../../components/veteran-id-fields';

const blankPacketForm = {
  ssn: '',
  vaFileNumber: '',
  dateOfBirth: '',
  firstName: '',
  middleInitial: '',
  lastName: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
  email: '',
};

/** The name to save under when the server's is missing (a proxy may drop the header). */
export const packetFileName = (today: string) => `wingman-claim-packet-${today}.zip`;

type PacketTextField = {
  name: keyof typeof blankPacketForm;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: 'tel' | 'email';
};

const nameFields: PacketTextField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 40 },
  { name: 'middleInitial', label: 'Middle initial', autoComplete: 'additional-name', maxLength: 1 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 60 },
];

const streetField: PacketTextField = {
  name: 'street',
  label: 'Street address',
  autoComplete: 'street-address',
  maxLength: 100,
};

const contactFields: PacketTextField[] = [
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 60 },
  { name: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 30 },
  { name: 'postalCode', label: 'ZIP code', autoComplete: 'postal-code', maxLength: 10 },
  { name: 'country', label: 'Country', autoComplete: 'country-name', maxLength: 60 },
  { name: 'phone', type: 'tel', label: 'Phone', autoComplete: 'tel', maxLength: 30 },
  { name: 'email', type: 'email', label: 'Email', autoComplete: 'email', maxLength: 254 },
];

type PacketDialogProps = { opened: boolean; onClose: () => void };

/**
 * Downloads the claim packet. What is typed here fills the forms in this one download and
 * lives only in this open form: it is sent once, then cleared when the dialog closes.
 */
export function PacketDialog({ opened, onClose }: PacketDialogProps) {
  const form = useSchemaForm(packetRequestSchema, blankPacketForm);
  const packet = usePacketDownload();
  // The name and e-mail the account already has, so the veteran need not type them again.
  const account = useQuery({ ...userQuery(), enabled: opened }).data;
  const { reset } = form;
  useEffect(() => {
    if (!opened || !account) return;
    reset({
      ...blankPacketForm,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      email: account.email,
    });
    // Filled once per opening: a later refetch must not overwrite what the veteran typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, Boolean(account)]);
  const building = packet.status.state === 'building';
  const close = () => {
    form.reset();
    packet.reset();
    onClose();
  };

  const submit = form.onSubmit(async (request) => {
    const result = await packet.start(request);
    // Closed while it was being built: the veteran left it, so nothing is saved.
    if (!result) return;
    if ('error' in result) {
      form.showErrors(serverFieldErrors(result.error));
      return;
    }
    saveAsFile(result.packet.name ?? packetFileName(localToday()), result.packet.file);
    showSuccessToast('Packet downloaded', 'Your claim packet is in your downloads.');
    close();
  });

  const failure = packet.status.state === 'failed' ? packet.status.error : null;
  const textInput = ({ name, ...props }: PacketTextField) => (
    <TextInput key={name} {...props} {...form.field(name)} />
  );

  return (
    <Modal opened={opened} onClose={close} title="Download Claim Packet" centered size="lg">
      <form id={form.id} onSubmit={submit} noValidate aria-label="Download claim packet">
        <Stack gap="md">
          <Text size="sm">
            Everything here is optional. What you type is used only to fill the forms in this
            download and is never saved by Wingman. Your name and e-mail come from your account;
            change them here if the forms should read otherwise. Leave a field empty to fill it in
            by hand.
          </Text>
          <Text size="sm">
            Signatures and the dates you sign are left empty for you: sign and date each form
            yourself before you send it to VA.
          </Text>
          <VeteranIdFields field={form.field} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {nameFields.map(textInput)}
          </SimpleGrid>
          {textInput(streetField)}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {contactFields.map(textInput)}
          </SimpleGrid>
          {failure !== null && (
            <Alert
              color="red.9"
              variant="outline"
              title="The packet could not be made"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
            >
              {serverMessage(failure) ?? 'Please check your connection and try again.'} What you
              typed is still here.
            </Alert>
          )}
          {building && (
            <Text size="sm" role="status">
              Building your packet. Filling VA&apos;s forms can take a minute.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={building}
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Download Packet
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
