import {
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FieldError } from '../../../../contracts/errors';
import { DUE_SOON_DAYS } from '../../../../domain/deadlines/filing-deadline';
import { MAX_NAME_LENGTH } from '../../../../contracts/fields';
import {
  branchesOfService,
  MAX_BIO_LENGTH,
  MAX_SERVICE_YEARS_LENGTH,
  profileSchema,
  type Profile,
} from '../../../../contracts/profile';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { chatModeOptions, personalityOptions, privacyLevelOptions } from '../profile-options';
import { DependentsFields } from './dependents-fields';
import { ProfileSection } from './profile-section';
import { ServiceHistoryFields } from './service-history-fields';

const branchOptions = [{ value: '', label: 'Not specified' }, ...branchesOfService];

const REMINDER_DAYS =
  'When on, Wingman e-mails you 90, 30, 7 and 1 days before an intent to file, a review window or a Court deadline on My Claims closes, all in one e-mail a day at most';

type ProfileFormProps = {
  /** The profile as last saved; the form starts from it (the parent remounts it to restore). */
  saved: Profile;
  editing: boolean;
  saving: boolean;
  onSave: (profile: Profile, showErrors: (errors: FieldError[]) => void) => void;
  onCancel: () => void;
  /** Whether the sign-in address is verified; reminders go only to a verified address. */
  emailVerified: boolean;
  /** The address the veteran signs in with, shown beside the contact address it is not. */
  signInEmail: string | undefined;
};

/** The editable sections of Profile & Settings; every input is disabled outside edit mode. */
export function ProfileForm({
  saved,
  editing,
  saving,
  onSave,
  onCancel,
  emailVerified,
  signInEmail,
}: ProfileFormProps) {
  const form = useSchemaForm(profileSchema, saved);
  const locked = !editing;

  return (
    <form
      id={form.id}
      onSubmit={form.onSubmit((profile) => onSave(profile, form.showErrors))}
      noValidate
      aria-label="Profile and settings"
    >
      <Stack gap="lg">
        <ProfileSection title="Profile Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Display Name"
              description="How Wingman addresses you."
              required
              autoComplete="name"
              maxLength={MAX_NAME_LENGTH}
              disabled={locked}
              {...form.field('displayName')}
            />
            <TextInput
              label="Contact email (optional)"
              description={
                signInEmail
                  ? `Where you would rather be contacted. It is not your sign-in email (${signInEmail}), which stays as it is.`
                  : 'Where you would rather be contacted. It is not your sign-in email, which stays as it is.'
              }
              type="email"
              autoComplete="email"
              disabled={locked}
              {...form.field('email')}
            />
            <NativeSelect
              label="Branch of Service"
              name="branchOfService"
              data={branchOptions}
              value={form.values.branchOfService ?? ''}
              error={form.errors.branchOfService}
              disabled={locked}
              onChange={(event) =>
                form.setValue(
                  'branchOfService',
                  (event.currentTarget.value || null) as Profile['branchOfService'],
                )
              }
            />
            <TextInput
              label="Years of Service"
              placeholder="e.g. 2004–2012"
              maxLength={MAX_SERVICE_YEARS_LENGTH}
              disabled={locked}
              {...form.field('serviceYears')}
            />
          </SimpleGrid>
          <Textarea
            label="Bio"
            description={`${form.values.bio.length}/${MAX_BIO_LENGTH} characters`}
            rows={4}
            resize="vertical"
            maxLength={MAX_BIO_LENGTH}
            disabled={locked}
            {...form.field('bio')}
          />
        </ProfileSection>

        <ServiceHistoryFields form={form} locked={locked} />

        <DependentsFields form={form} locked={locked} />

        <ProfileSection title="AI Assistant Preferences">
          <Radio.Group
            label="Wingman's personality"
            description="Changes the tone and amount of detail in Wingman's answers, never the facts."
            name="aiPersonality"
            value={form.values.aiPersonality}
            error={form.errors.aiPersonality}
            onChange={(value) => form.setValue('aiPersonality', value as Profile['aiPersonality'])}
          >
            <Stack gap="sm" mt="xs">
              {personalityOptions.map(({ value, label, description }) => (
                <Radio
                  key={value}
                  value={value}
                  label={label}
                  description={description}
                  disabled={locked}
                />
              ))}
            </Stack>
          </Radio.Group>
          <NativeSelect
            label="Default chat mode"
            description="How a new chat starts: General answers the question, Claim-specific adds your case to each answer, Research gives longer answers with more sources. You can switch a chat's mode on the chat screen."
            data={chatModeOptions}
            disabled={locked}
            {...form.field('defaultChatMode')}
          />
        </ProfileSection>

        <ProfileSection title="Notifications & Privacy">
          <Switch
            label="Deadline reminders on screen"
            description={`A reminder at the top of every Wingman screen while a deadline on My Claims is ${DUE_SOON_DAYS} days away or less.`}
            name="notifications"
            checked={form.values.notifications}
            disabled={locked}
            onChange={(event) => form.setValue('notifications', event.currentTarget.checked)}
          />
          <Switch
            label="Deadline reminders by email"
            description={
              emailVerified
                ? `${REMINDER_DAYS}, at your verified sign-in address.`
                : `${REMINDER_DAYS}, once your sign-in address is verified. It is not verified yet: open the link we sent to your inbox to verify it.`
            }
            name="emailUpdates"
            checked={form.values.emailUpdates}
            disabled={locked}
            onChange={(event) => form.setValue('emailUpdates', event.currentTarget.checked)}
          />
          <NativeSelect
            label="Privacy level"
            description="How long Wingman keeps the text and file of what you upload; the analysis always stays. A change applies to documents you upload after it."
            data={privacyLevelOptions}
            disabled={locked}
            {...form.field('privacyLevel')}
          />
        </ProfileSection>

        {editing && (
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={onCancel} disabled={saving}>
              Cancel Changes
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
