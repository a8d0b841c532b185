import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './notice-banner.module.css';

type NoticeBannerProps = {
  /** Names the banner for screen readers ("Email verification"). */
  label: string;
  icon: ReactNode;
  children: ReactNode;
  /** A button beside the sentence; under it, lined up with the text, on a phone. */
  action?: ReactNode;
};

/** A quiet gold strip under the header, for what every screen should say until it is done. */
export function NoticeBanner({ label, icon, children, action }: NoticeBannerProps) {
  return (
    <section className={classes.banner} aria-label={label}>
      <div className={classes.message}>
        <span className={classes.icon}>{icon}</span>
        <Text size="sm" className={classes.text}>
          {children}
        </Text>
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </section>
  );
}
