import { describe, expect, it } from 'vitest';
import type { ConditionReference } from '../analysis/analysis-types';
import { featureStarter } from './feature-starters';
import { knowledgeRules } from './fixtures/knowledge-fixtures';

const conditions: ConditionReference[] = [
  { diagnosticCode: '5260', conditionName: 'Knee, limitation of flexion', aliases: ['knee'] },
  { diagnosticCode: '8100', conditionName: 'Migraine', aliases: ['migraine', 'migraines'] },
  { diagnosticCode: '9411', conditionName: 'Posttraumatic stress disorder', aliases: ['PTSD'] },
  { diagnosticCode: '6847', conditionName: 'Sleep apnea', aliases: ['sleep apnea', 'OSA'] },
  { diagnosticCode: '5237', conditionName: 'Lumbosacral strain', aliases: ['back'] },
];

const starter = (question: string) =>
  featureStarter(question, {
    wording: knowledgeRules.featureStarters,
    conditions,
    today: '2026-11-29',
  });

/** The tool address the starter links to, from its Markdown link. */
const linkOf = (question: string) => /\]\(([^)]+)\)/.exec(starter(question) ?? '')?.[1] ?? null;

describe('featureStarter', () => {
  it.each([
    ['help me prepare for my knee exam', '/exam-prep?condition=knee'],
    ['what should i expect at my c&p exam for ptsd', '/exam-prep?condition=PTSD'],
    ['I have my C&P for sleep apnea next week, any tips?', '/exam-prep?condition=sleep+apnea'],
    ['how do i get ready for my comp and pen exam', '/exam-prep'],
    ['log a migraine from last night', '/journal?condition=migraine&new=1&date=2026-11-28'],
    ['Log my knee flare up today', '/journal?condition=knee&new=1&date=2026-11-29'],
    ['can you record my migraines', '/journal?condition=migraines&new=1'],
    ['i want to start a symptom log', '/journal?new=1'],
    ['ask my wife for a statement', '/witnesses?invite=1&relationship=wife'],
    [
      'can my buddy write a statement about my back',
      '/witnesses?invite=1&relationship=buddy&condition=back',
    ],
    [
      'get a statement from my sergeant about my ptsd',
      '/witnesses?invite=1&relationship=sergeant&condition=PTSD',
    ],
  ])('"%s" opens %s', (question, link) => {
    expect(linkOf(question)).toBe(link);
  });

  it.each([
    'add my wife as a dependent',
    'how does the va rate migraines',
    'what is a c&p exam',
    'my knee exam was last week and it went badly',
    'what form is a buddy statement',
  ])('"%s" opens no tool', (question) => {
    expect(starter(question)).toBeNull();
  });

  it('lists what the exam measures from the DBQ the condition follows', () => {
    const examSheets = [
      {
        key: 'knee',
        title: 'Knee and Lower Leg DBQ',
        diagnosticCodes: ['5260'],
        namePatterns: ['\\bknee'],
        items: [{ label: 'How far the knee bends, in degrees' }, { label: 'Flare-ups' }],
      },
    ];
    const answer = featureStarter('help me prepare for my knee exam', {
      wording: knowledgeRules.featureStarters,
      conditions,
      today: '2026-11-29',
      examSheets,
    });
    expect(answer).toContain('(Knee and Lower Leg DBQ)');
    expect(answer).toContain('- How far the knee bends, in degrees\n- Flare-ups');
    const ptsd = featureStarter('help me prepare for my ptsd exam', {
      wording: knowledgeRules.featureStarters,
      conditions,
      today: '2026-11-29',
      examSheets,
    });
    expect(ptsd).not.toContain('Knee and Lower Leg DBQ');
  });

  it('says the day the veteran named', () => {
    expect(starter('log a migraine from last night')).toContain('log last night');
  });
});
