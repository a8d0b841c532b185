/**
 * A veteran with something in every part of Wingman that holds their data, made through the
 * real routes: what the account's export, PDF and deletion tests read back.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SendMessageResult } from '../../contracts/chat';
import type { CreatedWitnessRequest, WitnessAnswersInput } from '../../contracts/witness';
import { giveConsent, textUpload, uploadOne } from './document-requests';
import { callApi, registerUser } from './test-app';

export const SEEDED_DOCUMENT_TEXT =
  'Private note: my left knee gives way on stairs since the 2009 fall.';

/** What the witness writes through the link; each answer names the veteran it is for. */
export const witnessAnswersFor = (label: string): WitnessAnswersInput => ({
  fullName: `Theresa Pruitt (${label})`,
  phone: '843-555-0199',
  email: 'theresa.pruitt@example.com',
  relationships: ['familyOrFriend'],
  otherRelationship: '',
  howTheyKnow: `We married in 2004 (${label}).`,
  whatTheySaw: `He holds the rail on every stair since 2009 (${label}).`,
  whenTheySawIt: 'Since the summer of 2009',
  beforeService: 'He ran every weekend.',
  afterService: 'He stopped running.',
  anythingElse: '',
  certified: true,
});

export async function seedVeteran(app: FastifyInstance, label: string) {
  const { email, password, cookies, user } = await registerUser(app);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => callApi(app, method, url, cookies, payload);
  await giveConsent(app, cookies);
  const profile = await call('PUT', '/api/profile', {
    displayName: `Sergeant ${label}`,
    branchOfService: 'army',
    bio: `Served 2004-2012 (${label}).`,
  });
  expect(profile.statusCode).toBe(200);
  // A password-reset token row too, so the token tables are covered.
  await callApi(app, 'POST', '/api/auth/forgot-password', undefined, { email });
  await call('POST', '/api/disabilities', {
    name: 'Lower back',
    currentPercentage: 40,
    diagnosticCode: '5237',
  });
  // A second condition makes the guidance record what raising it would do.
  const ptsd = (
    await call('POST', '/api/disabilities', {
      name: `PTSD ${label}`,
      currentPercentage: 30,
      diagnosticCode: '9411',
    })
  ).json<{ id: string }>();
  const claim = (
    await call('POST', '/api/claims', { disabilityName: `Tinnitus ${label}`, status: 'pending' })
  ).json<{ id: string }>();
  const intentToFile = (
    await call('POST', '/api/intents-to-file', {
      receivedDate: '2026-01-05',
      method: 'phone',
      notes: `By phone (${label})`,
    })
  ).json<{ id: string }>();
  const journalEntry = (
    await call('POST', '/api/journal', {
      condition: 'Migraine',
      basis: 'migraine',
      fromDate: '2026-01-05',
      whatHappened: `A headache (${label})`,
      fields: { prostrating: true },
    })
  ).json<{ id: string }>();
  const bytes = `${SEEDED_DOCUMENT_TEXT} (${label})`;
  const document = await uploadOne(app, cookies, textUpload(`${label}-note.txt`, bytes));
  const exam = (
    await call('POST', '/api/exams', {
      condition: 'Left knee',
      examDate: '2026-02-10',
      reportDocumentId: document.id,
    })
  ).json<{ id: string }>();
  expect(
    (await call('PUT', `/api/exams/${exam.id}/after-exam`, { whatITold: `Stairs (${label})` }))
      .statusCode,
  ).toBe(200);
  const chat = (await call('POST', '/api/chat/sessions', { title: `Chat of ${label}` })).json<{
    id: string;
  }>();
  const question = `How do I raise my PTSD rating? (${label})`;
  const sent = await call('POST', '/api/chat/message', {
    sessionId: chat.id,
    content: question,
    attachedDocuments: [document.id],
    attachedDisabilities: [ptsd.id],
  });
  expect(sent.statusCode).toBe(201);
  const { userMessage } = sent.json<SendMessageResult>();
  const condition = (
    await call('POST', '/api/case/conditions', {
      name: `Left knee ${label}`,
      basis: 'direct',
      origin: 'document',
      originDocumentId: document.id,
    })
  ).json<{ id: string }>();
  const answer = await call('PUT', `/api/case/conditions/${condition.id}/evidence`, {
    elementKey: 'diagnosis',
    documentId: document.id,
    page: 1,
    quote: 'my left knee gives way on stairs',
    state: 'confirmed',
  });
  expect(answer.statusCode).toBe(200);
  const statement = (
    await call('POST', '/api/case/statements', {
      kind: 'personal',
      conditionId: condition.id,
      elementKey: 'in-service-event',
      text: `I fell on the ramp in 2009 (${label}).`,
    })
  ).json<{ id: string }>();
  const provider = (
    await call('POST', '/api/case/providers', {
      name: `Clinic of ${label}`,
      conditionIds: [condition.id],
    })
  ).json<{ id: string }>();
  const { request: witnessRequest, link } = (
    await call('POST', '/api/witness-requests', {
      conditionId: condition.id,
      witnessName: `Witness of ${label}`,
      relationship: 'spouse',
    })
  ).json<CreatedWitnessRequest>();
  // The witness answers through the link, signed out, as they would from their own phone.
  const witnessAnswers = witnessAnswersFor(label);
  const answered = await app.inject({
    method: 'POST',
    url: `/api/witness/${new URL(link).pathname.split('/').pop()!}`,
    payload: witnessAnswers,
  });
  expect(answered.statusCode).toBe(201);
  return {
    email,
    password,
    cookies,
    userId: user.id,
    ids: {
      ptsd: ptsd.id,
      claim: claim.id,
      intentToFile: intentToFile.id,
      journalEntry: journalEntry.id,
      exam: exam.id,
      document: document.id,
      chat: chat.id,
      condition: condition.id,
      statement: statement.id,
      provider: provider.id,
      witnessRequest: witnessRequest.id,
    },
    userMessage,
    question,
    bytes,
    document,
    witnessAnswers,
  };
}

export type SeededVeteran = Awaited<ReturnType<typeof seedVeteran>>;
