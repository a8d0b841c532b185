import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { VETERANS_CRISIS_LINE } from '../../contracts/crisis-line';
import { isCrisis, type SafetyLevel } from '../../domain/safety/safety-types';
import { CALL_HREF, CHAT_HREF, SITE_HREF, TEXT_HREF } from './crisis-line';
import classes from './safety-notice.module.css';

/**
 * Whose words were read and who reads the notice: the veteran's own, a witness's on their own
 * page (about the veteran), or a witness's answers as the veteran reads them.
 */
export type SafetyReader =
  | { kind: 'own-words' }
  | { kind: 'witness'; veteranName: string }
  | { kind: 'witness-answers'; witnessName: string };

type SafetyNoticeProps = {
  level: SafetyLevel;
  reader: SafetyReader;
  /** Moves focus to the panel's heading when it appears, as after a save replaces the form. */
  focusOnShow?: boolean;
  /** The heading's level in the page around it. */
  headingOrder?: 2 | 3 | 4 | 5;
};

const { call, pressAfterCalling, text } = VETERANS_CRISIS_LINE;

/**
 * The Veterans Crisis Line where the words were written (DESIGN §5): a full panel when they
 * sound like thoughts of ending one's life, one line when they sound heavy, nothing otherwise.
 */
export function SafetyNotice({ level, reader, focusOnShow, headingOrder = 2 }: SafetyNoticeProps) {
  if (level === 'none') return null;
  if (isCrisis(level))
    return <CrisisPanel reader={reader} focusOnShow={focusOnShow} headingOrder={headingOrder} />;
  return <WarningLine reader={reader} />;
}

function CrisisPanel({
  reader,
  focusOnShow,
  headingOrder,
}: {
  reader: SafetyReader;
  focusOnShow?: boolean;
  headingOrder: 2 | 3 | 4 | 5;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    // Scrolled only as far as needed: a dialog's sticky title would otherwise cover the heading.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [focusOnShow]);
  const Heading = `h${headingOrder}` as const;
  const words = crisisWords(reader);

  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading id={headingId} ref={heading} tabIndex={-1} className={classes.heading}>
          <IconHeartHandshake size={26} aria-hidden className={classes.icon} />
          {words.title}
        </Heading>
        {words.body.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <ul className={classes.ways} aria-label="Ways to reach the Veterans Crisis Line">
          <li>
            <a href={CALL_HREF} className={`${classes.way} ${classes.call}`}>
              <span className={classes.wayMain}>
                Dial {call}, then press {pressAfterCalling}
              </span>{' '}
              <span className={classes.waySub}>Call the Veterans Crisis Line</span>
            </a>
          </li>
          <li>
            <a href={TEXT_HREF} className={classes.way}>
              <span className={classes.wayMain}>Text {text}</span>{' '}
              <span className={classes.waySub}>If talking is hard right now</span>
            </a>
          </li>
          <li>
            <a href={CHAT_HREF} target="_blank" rel="noopener noreferrer" className={classes.way}>
              <span className={classes.wayMain}>Chat online</span>{' '}
              <span className={classes.waySub}>
                at VeteransCrisisLine.net
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </span>
            </a>
          </li>
        </ul>
        <Text fw={600}>
          {words.danger}{' '}
          <a href="tel:911" className={classes.link}>
            call 911
          </a>
          .
        </Text>
        {words.after && (
          <Text size="sm" c="navy.8">
            {words.after}
          </Text>
        )}
      </Stack>
    </section>
  );
}

function crisisWords(reader: SafetyReader) {
  const line =
    'The Veterans Crisis Line is free and confidential, open every hour of every day, and the people who answer are there for veterans and for the people who care about them.';
  switch (reader.kind) {
    case 'own-words':
      return {
        title: 'You don’t have to carry this alone',
        body: [
          'You wrote something that sounds like you may be thinking about ending your life. If that’s where you are right now, please reach out to someone today.',
          line,
        ],
        danger: 'If you are in immediate danger,',
        after: 'What you wrote is saved and stays private: Wingman has not shared it with anyone.',
      };
    case 'witness':
      return {
        title: `If you are worried about ${reader.veteranName}`,
        body: [
          `What you wrote sounds like ${reader.veteranName} may be thinking about ending their life. You can call the Veterans Crisis Line for them: it takes calls from family and friends too, and they can talk with you about how to help.`,
          line,
        ],
        danger: `If ${reader.veteranName} is in immediate danger,`,
        after: null,
      };
    case 'witness-answers':
      return {
        title: `${reader.witnessName} may be worried about you`,
        body: [
          `${reader.witnessName}’s answers say something that sounds like you may have been thinking about ending your life. If that’s where you are now, please reach out to someone today.`,
          line,
        ],
        danger: 'If you are in immediate danger,',
        after: null,
      };
  }
}

function WarningLine({ reader }: { reader: SafetyReader }) {
  const opening =
    reader.kind === 'witness'
      ? `If you are worried about ${reader.veteranName}, the Veterans Crisis Line takes calls from family and friends too:`
      : reader.kind === 'witness-answers'
        ? `If what ${reader.witnessName} wrote feels close to home, you can talk to someone any time at the Veterans Crisis Line:`
        : 'If things feel heavy right now, you can talk to someone any time at the Veterans Crisis Line:';
  return (
    <div className={classes.line} role="status">
      <IconHeartHandshake size={20} aria-hidden className={classes.icon} />
      <Text size="sm">
        {opening} dial{' '}
        <a href={CALL_HREF} className={classes.link}>
          {call} then press {pressAfterCalling}
        </a>
        , text{' '}
        <a href={TEXT_HREF} className={classes.link}>
          {text}
        </a>
        , or chat at{' '}
        <a href={SITE_HREF} target="_blank" rel="noopener noreferrer" className={classes.link}>
          VeteransCrisisLine.net
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        .
      </Text>
    </div>
  );
}
