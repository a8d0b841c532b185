import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { showFailureToast, showSuccessToast } from './toast';

describe('toasts', () => {
  it('show one at a time, the newest replacing the one on screen', async () => {
    renderApp(<div />);
    act(() => {
      showSuccessToast('Success', 'Disability added successfully.');
    });
    expect(await screen.findByText('Disability added successfully.')).toBeTruthy();
    act(() => {
      showFailureToast('Error', 'Failed to remove disability. Please try again.');
    });
    // At once, not after the first one's 5 seconds are up.
    expect(
      await screen.findByText(
        'Failed to remove disability. Please try again.',
        {},
        { timeout: 1000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Disability added successfully.')).toBeNull());
  });
});
