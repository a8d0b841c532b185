import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { AppErrorBoundary } from './app-error-boundary';

function BrokenScreen(): never {
  throw new Error('chunk failed to load');
}

it('shows a reload screen instead of a blank page when rendering fails', () => {
  // React reports the caught error on the console; here that is expected.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp(
    <AppErrorBoundary>
      <BrokenScreen />
    </AppErrorBoundary>,
  );

  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /Text 838255/ }).getAttribute('href')).toBe('sms:838255');
  expect(reported).toHaveBeenCalled();
});
