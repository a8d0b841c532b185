import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import classes from './toast.module.css';

/** Spec §8: a short confirmation. */
export const showSuccessToast = (title: string, message: string) =>
  notifications.show({
    title,
    message,
    color: 'green.8',
    icon: <IconCheck size={18} aria-hidden />,
    classNames: { description: classes.description },
    'data-tone': 'success',
  });

/** Spec §8: every failure toast uses the destructive (red) style. */
export const showFailureToast = (title: string, message: string) =>
  notifications.show({
    title,
    message,
    color: 'red.8',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    className: classes.destructive,
    classNames: { description: classes.description },
    'data-tone': 'destructive',
  });
