import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { VETERANS_CRISIS_LINE } from '../../contracts/crisis-line';
import classes from './crisis-line.module.css';

// va-facts §9: free, confidential, 24/7, for veterans and the people who care about them.
export const CALL_HREF = `tel:${VETERANS_CRISIS_LINE.call}`;
export const TEXT_HREF = `sms:${VETERANS_CRISIS_LINE.text}`;
export const CHAT_HREF = 'https://www.veteranscrisisline.net/get-help-now/chat/';
export const SITE_HREF = 'https://www.veteranscrisisline.net/';

/**
 * The Veterans Crisis Line as a thin strip under every header, signed in or out: each way to
 * reach it is one tap on a phone, and it stays in view with the header.
 */
export function CrisisLineStrip() {
  return (
    <section className={classes.strip} aria-label="Veterans Crisis Line">
      <IconHeartHandshake size={16} aria-hidden className={classes.icon} />
      <Text span className={classes.name}>
        <span className={classes.longName}>Veterans </span>Crisis Line:
      </Text>
      <ul className={classes.ways}>
        <li>
          <a
            href={CALL_HREF}
            aria-label="Dial 988, press 1 for the Veterans Crisis Line"
            className={classes.way}
          >
            Dial 988, press 1
          </a>
        </li>
        <li>
          <a
            href={TEXT_HREF}
            aria-label="Text 838255 to the Veterans Crisis Line"
            className={classes.way}
          >
            Text 838255
          </a>
        </li>
        <li>
          <a
            href={CHAT_HREF}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with the Veterans Crisis Line (opens in a new tab)"
            className={classes.way}
          >
            Chat
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The same lines said in full, for page footers; `linkClassName` suits the footer's colours. */
export function CrisisLineNote({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  return (
    <Text size="sm" className={className}>
      <strong>In crisis or worried about a fellow veteran?</strong> Contact the Veterans Crisis
      Line, free and confidential, 24/7: dial{' '}
      <Anchor href={CALL_HREF} className={linkClassName} inherit>
        988 then press 1
      </Anchor>
      , text{' '}
      <Anchor href={TEXT_HREF} className={linkClassName} inherit>
        838255
      </Anchor>
      , or chat at{' '}
      <Anchor
        href={SITE_HREF}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClassName}
        inherit
      >
        VeteransCrisisLine.net
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
      .
    </Text>
  );
}
