import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SafetyLevel } from '../../domain/safety/safety-types';
import { renderApp } from '../test/render-app';
import { SafetyNotice, type SafetyReader } from './safety-notice';

const own: SafetyReader = { kind: 'own-words' };
const renderNotice = (level: SafetyLevel, reader: SafetyReader = own, focusOnShow = false) =>
  renderApp(
    <main>
      <SafetyNotice level={level} reader={reader} focusOnShow={focusOnShow} />
    </main>,
  );

const hrefOf = (scope: ReturnType<typeof within>, name: RegExp) =>
  scope.getByRole('link', { name }).getAttribute('href');

describe('the Crisis Line where the words were written', () => {
  it.each<SafetyLevel>(['imminent', 'ideation'])(
    'gives %s the full panel: call, text, chat and 911, and takes focus when asked',
    (level) => {
      renderNotice(level, own, true);
      const panel = screen.getByRole('region', { name: 'You don’t have to carry this alone' });
      expect(panel.textContent).toMatch(
        /You wrote something that sounds like you may be thinking about ending your life/,
      );
      const scope = within(panel);
      expect(hrefOf(scope, /Dial 988, then press 1/)).toBe('tel:988');
      expect(hrefOf(scope, /Text 838255/)).toBe('sms:838255');
      const chat = scope.getByRole('link', { name: /Chat online at VeteransCrisisLine\.net/ });
      expect(chat.getAttribute('href')).toMatch(/^https:\/\/www\.veteranscrisisline\.net\//);
      expect(chat.getAttribute('target')).toBe('_blank');
      expect(hrefOf(scope, /call 911/)).toBe('tel:911');
      expect(panel.textContent).toMatch(/Wingman has not shared it with anyone/);
      expect(document.activeElement).toBe(scope.getByRole('heading', { level: 2 }));
    },
  );

  it('gives warning one line with the ways to reach the line, and no panel', () => {
    renderNotice('warning');
    const line = screen.getByRole('status');
    expect(line.textContent).toMatch(/If things feel heavy right now/);
    const scope = within(line);
    expect(hrefOf(scope, /988 then press 1/)).toBe('tel:988');
    expect(hrefOf(scope, /838255/)).toBe('sms:838255');
    expect(hrefOf(scope, /VeteransCrisisLine\.net/)).toMatch(/veteranscrisisline\.net/);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders nothing for none', () => {
    const { container } = renderNotice('none', own, true);
    expect(container.querySelector('main')!.childElementCount).toBe(0);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells a witness they can call the line for the veteran', () => {
    renderNotice('ideation', { kind: 'witness', veteranName: 'Marcus' });
    const panel = screen.getByRole('region', { name: 'If you are worried about Marcus' });
    expect(panel.textContent).toMatch(/takes calls from family and friends too/);
    expect(panel.textContent).toMatch(/If Marcus is in immediate danger, call 911/);
    // The witness's answers go to the veteran: the panel does not call them private.
    expect(panel.textContent).not.toMatch(/not shared/);
  });

  it('tells a worried witness in one line too', () => {
    renderNotice('warning', { kind: 'witness', veteranName: 'Marcus' });
    expect(screen.getByRole('status').textContent).toMatch(
      /If you are worried about Marcus, the Veterans Crisis Line takes calls from family and friends too/,
    );
  });

  it('tells the veteran reading a witness’s answers that the witness may be worried', () => {
    renderNotice('imminent', { kind: 'witness-answers', witnessName: 'Theresa' });
    const panel = screen.getByRole('region', { name: 'Theresa may be worried about you' });
    expect(within(panel).getByRole('link', { name: /Dial 988/ })).toBeTruthy();
  });
});
