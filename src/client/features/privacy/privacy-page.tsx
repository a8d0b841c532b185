import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { supportEmail } from '../../lib/support-email';
import classes from './privacy-page.module.css';

const POLICY_DATE = 'September 25, 2025';
const DATA_REQUEST_SUBJECT = 'Data Request - [Access/Deletion/Export]';

function PolicySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} fz="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

/** The operator's support address, or plain words when they have set none. */
function SupportLink({ subject }: { subject?: string }) {
  const email = supportEmail();
  if (!email) return <>the support address of this Wingman site, once its operator publishes one</>;
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <Anchor href={href}>{email}</Anchor>;
}

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy · Wingman');

  return (
    <Container size="md" px="md" py={{ base: 'xl', sm: 48 }} className={classes.policy}>
      <Title order={1}>Privacy Policy</Title>
      <Text c="dimmed" mt="xs" mb="xl">
        Last updated: <time dateTime="2025-09-25">{POLICY_DATE}</time>
      </Text>

      <Text mb="xl">
        Wingman helps veterans prepare VA disability compensation claims. Preparing a claim means
        sharing personal and medical details, so this policy explains plainly what we collect, why,
        who else sees it, and how you stay in control. Wingman is not affiliated with the U.S.
        Department of Veterans Affairs and does not keep official VA records.
      </Text>

      <PolicySection id="document-security" title="Document Security and Storage">
        <Text>
          Your documents are tied to your account. Only you can open, analyze, share or delete them;
          no other Wingman user can reach your files or their analyses.
        </Text>
        <List spacing="xs">
          <List.Item>Documents are stored in our database, linked to your account alone.</List.Item>
          <List.Item>
            The content of an uploaded file is kept only for a limited time so it can be analyzed,
            then removed automatically. How long is set by the privacy level on Profile &amp;
            Settings; at Maximum, the file is deleted as soon as it has been analyzed. The written
            analysis stays until you delete it.
          </List.Item>
          <List.Item>You can remove a file, its analysis, or both, at any time.</List.Item>
        </List>
      </PolicySection>

      <PolicySection id="information-collected" title="Information We Collect">
        <Text fw={600}>Account information</Text>
        <List spacing="xs">
          <List.Item>Your email address (and your name, if you give it)</List.Item>
          <List.Item>
            Your password, stored only in encrypted (hashed) form that nobody can read back
          </List.Item>
          <List.Item>The date your account was created</List.Item>
          <List.Item>The profile and settings you choose to save</List.Item>
        </List>
        <Text fw={600}>Document data</Text>
        <List spacing="xs">
          <List.Item>The files you upload</List.Item>
          <List.Item>The results of the AI analysis of those files</List.Item>
          <List.Item>File names and upload dates</List.Item>
        </List>
        <Text fw={600}>Chat history</Text>
        <Text>
          Your conversations with Wingman, so you can come back to them. We do not sell any of this
          information.
        </Text>
      </PolicySection>

      <PolicySection id="ai-analysis" title="AI Document Analysis">
        <Text>
          By default, Wingman analyzes your documents and answers your questions on its own server:
          your text is not sent anywhere else. Only when the operator of this Wingman service has
          connected a third-party AI service provider is the text taken from a document, or your
          question, sent to that provider. Identifiers such as Social Security and VA file numbers,
          dates of birth, phone numbers, email and street addresses are removed before any text
          leaves our systems whenever we can detect them.
        </Text>
        <List spacing="xs">
          <List.Item>Your documents are not used to train AI models.</List.Item>
          <List.Item>Your documents and analyses are never sold or shared for marketing.</List.Item>
          <List.Item>
            When a provider is used, it receives only what is needed to produce the analysis or
            answer you asked for.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection id="data-control" title="Your Data Control">
        <List spacing="xs">
          <List.Item>
            <strong>View:</strong> see every document, analysis and conversation in your account.
          </List.Item>
          <List.Item>
            <strong>Download:</strong> save a copy of all your data yourself, at any time, as a PDF
            or a JSON file, from <strong>Profile &amp; Settings → Download my data</strong>.
          </List.Item>
          <List.Item>
            <strong>Delete:</strong> remove a file, an analysis, or a whole document yourself, at
            any time, or delete your whole account from{' '}
            <strong>Profile &amp; Settings → Delete account</strong>.
          </List.Item>
          <List.Item>
            <strong>Contact us:</strong> for anything you cannot do yourself, write to{' '}
            <SupportLink />.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection id="data-rights" title="Your Data Rights">
        <List spacing="xs">
          <List.Item>
            <strong>Access and portability:</strong> get a copy of the personal information we hold
            about you, in a format you can take elsewhere. <strong>Download my data</strong> on
            Profile &amp; Settings comes in two formats that hold the same things. As a PDF, to read
            or print: your account and profile, disabilities with your combined rating and rating
            guidance, claims with their deadlines, intents to file, My Case (conditions, the
            evidence you chose, statements and providers), witness statements, your symptom journal,
            C&amp;P exams, documents with their analyses, and chats. As one JSON file, for other
            programs: all of the same, and each document&apos;s text and original file while they
            are still kept.
          </List.Item>
          <List.Item>
            <strong>Deletion:</strong> delete your account and everything in it with{' '}
            <strong>Delete account</strong> on Profile &amp; Settings. It takes effect at once and
            cannot be undone.
          </List.Item>
          <List.Item>
            <strong>Other formats:</strong> if you would rather have your data as CSV, or need
            anything the buttons do not cover, ask us by email.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection id="after-deletion" title="What Remains After You Delete Your Account">
        <Text>
          Deleting your account removes it, and everything in it, from Wingman&apos;s database at
          once: nothing of yours can be seen, searched or restored through Wingman afterwards, and
          every device you were signed in on is signed out. A few copies outside Wingman&apos;s
          tables take longer to go, and you should know where they are:
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>The database&apos;s own files:</strong> like any PostgreSQL database, ours does
            not wipe deleted data from its disk the moment it is deleted. It stays in the space it
            took up until the database reuses that space in its routine upkeep, and in the
            database&apos;s log of recent changes (its write-ahead log, kept to recover from a
            crash). When you delete your account, Wingman asks the database to close that log at
            once (a checkpoint), so its files are recycled and written over as new changes come in.
            If the database refuses, it does the same on its own schedule, usually within minutes.
          </List.Item>
          <List.Item>
            <strong>Backups:</strong> Wingman itself makes no backup copies. If the operator of this
            site backs up its database, your data stays in those backups until they are replaced, on
            the operator&apos;s schedule. Ask us how long that is.
          </List.Item>
          <List.Item>
            <strong>Emails we sent you:</strong> sign-up, password-reset and deadline-reminder
            emails stay in your inbox until you delete them, and with the mail service that carried
            them for as long as it keeps its records. Where this site has no mail service, those
            emails are saved as files on its server instead, until the operator removes them.
          </List.Item>
          <List.Item>
            <strong>Server logs:</strong> they record when each request came, which page or action
            it asked for and the network address it came from, never your documents, messages or
            password. They are kept for as long as the operator keeps its logs.
          </List.Item>
          <List.Item>
            <strong>An AI provider:</strong> only if the operator connected one, what was sent to it
            is kept under that provider&apos;s own policy.
          </List.Item>
          <List.Item>
            <strong>Your own copies:</strong> files you downloaded, such as your data, claim packets
            and forms, stay wherever you saved them.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection id="data-requests" title="How to Make a Data Request">
        <Text>
          Downloading your data and deleting your account need no request: do them yourself on
          Profile &amp; Settings while signed in. For anything else, such as an export as CSV, email{' '}
          <SupportLink subject={DATA_REQUEST_SUBJECT} /> from the address on your account, with a
          subject line such as <strong>&quot;{DATA_REQUEST_SUBJECT}&quot;</strong>, choosing the
          request you need. Tell us what you would like and, for an export, which format.
        </Text>
      </PolicySection>

      <PolicySection id="identity-verification" title="Identity Verification">
        <Text>
          To protect your records, downloading your data needs you signed in, and deleting your
          account asks for your password again. We act on an emailed data request only once we are
          confident it comes from you. We may reply to the email address on your account and ask you
          to confirm the request before we share, export or delete anything.
        </Text>
      </PolicySection>

      <PolicySection id="legal" title="Legal and Compliance">
        <Text>
          Wingman is not a healthcare provider and is not an entity covered by HIPAA (the Health
          Insurance Portability and Accountability Act). We still treat your health information with
          the care it deserves. Wingman runs on a hosting platform that holds a SOC 2 Type 2 report.
          We disclose information only when the law requires it.
        </Text>
      </PolicySection>

      <PolicySection id="contact" title="Contact Us">
        <Text>
          Questions about this policy or your data? Write to <SupportLink />. We respond within 48
          hours.
        </Text>
      </PolicySection>
    </Container>
  );
}
