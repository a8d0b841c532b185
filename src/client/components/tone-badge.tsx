import { Badge, type BadgeProps } from '@mantine/core';
import { badgeTones, type BadgeTone } from '../lib/badge-tones';

type ToneBadgeProps = Omit<BadgeProps, 'color' | 'variant' | 'c'> & {
  tone: BadgeTone;
  children: React.ReactNode;
};

/** A filled badge in one of the contrast-checked tones. */
export function ToneBadge({ tone, children, ...props }: ToneBadgeProps) {
  const { background, color } = badgeTones[tone];
  return (
    <Badge variant="filled" color={background} c={color} data-tone={tone} {...props}>
      {children}
    </Badge>
  );
}
