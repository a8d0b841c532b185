import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

// Inline styles rather than a stylesheet: they win over Mantine's own rules whatever order the
// bundles load in. Mantine greys the message under a title below AA contrast.
const description = { color: 'var(--mantine-color-black)' };
const destructiveRoot = {
  backgroundColor: 'var(--mantine-color-red-0)',
  border: '1px solid var(--mantine-color-red-4)',
};

/**
 * One toast at a time (spec §9), and always the newest: an older one still on screen would
 * otherwise hold the new message back in the queue for its whole 5 seconds.
 */
function showToast(toast: NotificationData) {
  notifications.clean();
  return notifications.show(toast);
}

/** Spec §8: a short confirmation. */
export const showSuccessToast = (title: string, message: string) =>
  showToast({
    title,
    message,
    color: 'green.8',
    icon: <IconCheck size={18} aria-hidden />,
    styles: { description },
    'data-tone': 'success',
  });

/** Spec §8: every failure toast uses the destructive (red) style. */
export const showFailureToast = (title: string, message: string) =>
  showToast({
    title,
    message,
    color: 'red.8',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    styles: { root: destructiveRoot, description },
    'data-tone': 'destructive',
  });
