import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { NotFoundPage } from './not-found-page';

describe('page not found', () => {
  it('says 404 and offers a way home', async () => {
    const events = userEvent.setup();
    const { location } = renderApp(<NotFoundPage />, { path: '/no-such-page' });

    expect(screen.getByText('404 Error')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('Go Back steps back in the browser history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const events = userEvent.setup();
    renderApp(<NotFoundPage />, { path: '/no-such-page' });

    await events.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledOnce();
  });
});
