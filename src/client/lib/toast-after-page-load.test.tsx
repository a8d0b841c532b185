import { cleanup, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { findToast } from '../test/queries';
import { renderApp } from '../test/render-app';
import { showSuccessToastAfterPageLoad } from './toast-after-page-load';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A fresh app, as after window.location.assign: only browser storage carries over. */
const loadPage = () => {
  cleanup();
  notifications.clean();
  renderApp(<main />);
};

afterEach(() => window.sessionStorage.clear());

describe('a toast kept across a full page load', () => {
  it('shows on the next page, once', async () => {
    renderApp(<main />);
    showSuccessToastAfterPageLoad('Registration successful!', 'Welcome to Wingman!');
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();

    loadPage();
    const { text, tone } = await findToast();
    expect(text).toContain('Welcome to Wingman!');
    expect(tone).toBe('success');

    loadPage();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores storage that does not hold a toast', async () => {
    window.sessionStorage.setItem('wingman.toastAfterPageLoad', '{"title":1}');
    loadPage();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.sessionStorage.getItem('wingman.toastAfterPageLoad')).toBeNull();
  });
});
