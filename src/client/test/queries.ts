import { screen, within } from '@testing-library/react';

/** The text of what an input is described by: its description and, when invalid, its error. */
export const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The toast on screen (one at a time, spec §9), with its title and message. */
export async function findToast() {
  const toast = await screen.findByRole('alert');
  return { toast, text: toast.textContent ?? '', tone: toast.getAttribute('data-tone') };
}

export const inDialog = (name: string) => within(screen.getByRole('dialog', { name }));
