import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceivedWitnessRequest } from '../../../contracts/witness';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { WitnessesPage } from './witnesses-page';

const ok = (body: unknown) => ({ status: 200, body });

/** Theresa, asked about one condition, answered. */
const answeredRequest = (id: string, conditionName: string): ReceivedWitnessRequest => ({
  id,
  conditionId: null,
  conditionName,
  witnessName: 'Theresa',
  relationship: 'spouse',
  whatTheySaw: null,
  state: 'answered',
  expiresAt: '2026-12-30T00:00:00.000Z',
  submittedAt: '2026-12-02T00:00:00.000Z',
  answers: {
    fullName: 'Theresa Rivera',
    phone: '',
    email: '',
    relationships: ['familyOrFriend'],
    otherRelationship: '',
    howTheyKnow: 'We have been married since 2009.',
    whatTheySaw: `What I saw of his ${conditionName}.`,
    whenTheySawIt: 'Since 2012.',
    beforeService: '',
    afterService: '',
    anythingElse: '',
    certified: true,
  },
  statementId: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  safety: { level: 'none' },
});

describe('witness requests', () => {
  it('name each button by the witness and the condition, when one witness answered twice', async () => {
    fakeServer({
      'GET /api/witness-requests': ok([
        answeredRequest('00000000-0000-4000-a000-0000000f0001', 'Tinnitus'),
        answeredRequest('00000000-0000-4000-a000-0000000f0002', 'Sleep apnea'),
      ]),
      'GET /api/profile': ok({ displayName: 'Sam Rivera' }),
    });
    renderApp(<WitnessesPage />, { path: '/witnesses' });

    const tinnitus = within(
      await screen.findByRole('article', { name: 'Request to Theresa about Tinnitus' }),
    );
    const apnea = within(
      screen.getByRole('article', { name: 'Request to Theresa about Sleep apnea' }),
    );
    const names = [
      ['Read the answers', 'Read the answers of Theresa about'],
      ['Add to My Case', 'Add to My Case: the answers of Theresa about'],
      ['Download VA Form 21-10210', 'Download VA Form 21-10210 with the answers of Theresa about'],
      ['Remove', 'Remove the request to Theresa about'],
    ];
    for (const [visible, name] of names) {
      const forTinnitus = tinnitus.getByRole('button', { name: `${name} Tinnitus` });
      const forApnea = apnea.getByRole('button', { name: `${name} Sleep apnea` });
      // Screen-wide, each name finds one button; on screen, both say the same words.
      expect(screen.getByRole('button', { name: `${name} Tinnitus` })).toBe(forTinnitus);
      expect([forTinnitus.textContent, forApnea.textContent]).toEqual([visible, visible]);
    }
  });
});
