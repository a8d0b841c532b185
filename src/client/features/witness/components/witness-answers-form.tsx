import { Alert, Button, Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import {
  MAX_OTHER_RELATIONSHIP,
  witnessAnswersSchema,
  witnessQuestions,
  witnessRelationshipKinds,
  witnessRelationshipLabels,
  type WitnessRelationshipKind,
  type WitnessSent,
} from '../../../../contracts/witness';
import { serverFieldErrors, serverMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendWitnessAnswers } from '../api/send-witness-answers';

const blankAnswers = {
  fullName: '',
  phone: '',
  email: '',
  relationships: [] as WitnessRelationshipKind[],
  otherRelationship: '',
  howTheyKnow: '',
  whatTheySaw: '',
  whenTheySawIt: '',
  beforeService: '',
  afterService: '',
  anythingElse: '',
  certified: false,
};

const optionalFields = [
  {
    name: 'otherRelationship',
    label: 'Other relationship (optional)',
    description: 'For example: neighbor since 2012.',
    type: 'text',
    autoComplete: 'off',
    maxLength: MAX_OTHER_RELATIONSHIP,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    description: undefined,
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 30,
  },
  {
    name: 'email',
    label: 'Email (optional)',
    description: undefined,
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
] as const;

const required = new Set(['howTheyKnow', 'whatTheySaw', 'whenTheySawIt']);

type WitnessAnswersFormProps = {
  token: string;
  veteranName: string;
  /** The server's thanks and the safety level of the answers, once they are kept. */
  onSent: (sent: WitnessSent) => void;
};

const SEND_FAILED =
  'Your statement could not be sent just now. Nothing you wrote is lost: please check your connection and try again.';

/**
 * The witness's guided questions. What they type is sent exactly as typed: no field is trimmed
 * or changed, here or on the server. A refusal keeps everything typed on the screen.
 */
export function WitnessAnswersForm({ token, veteranName, onSent }: WitnessAnswersFormProps) {
  const form = useSchemaForm(witnessAnswersSchema, blankAnswers);
  const send = useSendWitnessAnswers();
  const fieldProblems = serverFieldErrors(send.error);
  const failure =
    send.isError && fieldProblems.length === 0 ? (serverMessage(send.error) ?? SEND_FAILED) : null;
  const submit = form.onSubmit((answers) =>
    send.mutate(
      { token, answers },
      {
        onSuccess: onSent,
        onError: (error) => form.showErrors(serverFieldErrors(error)),
      },
    ),
  );
  const aboutYouId = useId();
  const questionsId = useId();

  return (
    <form id={form.id} onSubmit={submit} noValidate>
      <Stack gap="xl">
        <section aria-labelledby={aboutYouId}>
          <Title order={2} fz="h3" id={aboutYouId} mb="sm">
            About you
          </Title>
          <Stack gap="md">
            <TextInput
              label="Your full name"
              description="As you would sign it."
              autoComplete="name"
              required
              maxLength={100}
              {...form.field('fullName')}
            />
            <Checkbox.Group
              label={`How do you know ${veteranName}?`}
              description="Check all that apply."
              value={form.values.relationships}
              onChange={(value) =>
                form.setValue('relationships', value as WitnessRelationshipKind[])
              }
              error={form.errors.relationships ?? form.errors['relationships.0']}
            >
              <Stack gap="xs" mt="xs">
                {witnessRelationshipKinds.map((kind) => (
                  <Checkbox
                    key={kind}
                    value={kind}
                    name="relationships"
                    label={witnessRelationshipLabels[kind]}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {optionalFields.map(({ name, label, description, type, autoComplete, maxLength }) => (
              <TextInput
                key={name}
                label={label}
                description={description}
                type={type}
                autoComplete={autoComplete}
                maxLength={maxLength}
                {...form.field(name)}
              />
            ))}
          </Stack>
        </section>

        <section aria-labelledby={questionsId}>
          <Title order={2} fz="h3" id={questionsId} mb="xs">
            What you saw
          </Title>
          <Text size="sm" mb="md">
            Write in your own words, as much or as little as you remember. Only say what you saw or
            heard yourself.
          </Text>
          <Stack gap="lg">
            {witnessQuestions.map((question) => (
              <Textarea
                key={question.key}
                label={question.label}
                description={question.hint}
                required={required.has(question.key)}
                autosize
                minRows={question.key === 'whenTheySawIt' ? 2 : 4}
                {...form.field(question.key)}
              />
            ))}
          </Stack>
        </section>

        <Checkbox
          name="certified"
          checked={form.values.certified}
          onChange={(event) => form.setValue('certified', event.currentTarget.checked)}
          error={form.errors.certified}
          label="I certify that what I wrote is true and correct to the best of my knowledge and belief."
        />

        {failure && (
          <Alert color="red.9" variant="outline" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send my statement'}
        </Button>
      </Stack>
    </form>
  );
}
