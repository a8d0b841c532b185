import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import classes from './toast.module.css';

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
    classNames: { description: classes.description },
    'data-tone': 'success',
  });

/** Spec §8: every failure toast uses the destructive (red) style. */
export const showFailureToast = (title: string, message: string) =>
  showToast({
    title,
    message,
    color: 'red.8',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    className: classes.destructive,
    classNames: { description: classes.description },
    'data-tone': 'destructive',
  });
