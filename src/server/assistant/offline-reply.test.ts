import { beforeAll, describe, expect, it } from 'vitest';
import type { Turn } from '../../contracts/turn';
import type { OfflineKnowledge } from '../../domain/knowledge/offline-types';
import type { IntentClassifier } from '../../domain/knowledge/intent-classifier';
import type { ChatContext } from './assistant';
import { chatContext, collectChunks } from './chat-context-fixture';
import { loadIntentClassifier, loadOfflineKnowledge } from './knowledge-loader';
import { offlineReply } from './offline-reply';

let knowledge: OfflineKnowledge;
let intents: IntentClassifier;
beforeAll(async () => {
  [knowledge, intents] = await Promise.all([loadOfflineKnowledge(), loadIntentClassifier()]);
}, 60_000);

/**
 * The real engine with its classifier and its search counted: what each message made it
 * classify and search for.
 */
function countedEngine() {
  const classified: string[] = [];
  const searched: string[] = [];
  const counted: OfflineKnowledge = {
    ...knowledge,
    index: {
      ...knowledge.index,
      search: (query, options) => {
        searched.push(query);
        return knowledge.index.search(query, options);
      },
    },
  };
  const countedIntents: IntentClassifier = {
    classify: (text) => {
      classified.push(text);
      return intents.classify(text);
    },
  };
  return { engine: { knowledge: counted, intents: countedIntents }, classified, searched };
}

describe('one reading of each message', () => {
  it('classifies each message once and never answers an earlier question again', async () => {
    const { engine, classified, searched } = countedEngine();
    const questions = [
      'what is a higher level review',
      'how long does a supplemental claim take?',
      'what about the board?',
      'what form do I use for that?',
      'and how long do I have to file it?',
    ];
    const history: ChatContext['history'] = [];
    for (const question of questions) {
      classified.length = 0;
      searched.length = 0;
      let turn: Turn | null = null;
      const context = chatContext(question, {
        history: [...history],
        onTurn: (read) => {
          turn = read;
        },
      });
      const markdown = (await collectChunks(offlineReply(engine, context))).join('');
      expect(classified).toEqual([question]);
      const earlier = history.filter((message) => message.role === 'user');
      for (const { content } of earlier) {
        expect(searched.some((query) => query.includes(content))).toBe(false);
      }
      expect(turn).not.toBeNull();
      history.push(
        { role: 'user', content: question, turn },
        { role: 'assistant', content: markdown },
      );
    }
  });

  it('tells the Turn it read: safety, intent, entities and what answered', async () => {
    let turn: Turn | null = null;
    await collectChunks(
      offlineReply(
        { knowledge, intents },
        chatContext('Can I file a supplemental claim with VA Form 20-0995 for my left knee?', {
          onTurn: (read) => {
            turn = read;
          },
        }),
      ),
    );
    const read = turn as Turn | null;
    expect(read?.safety).toBe('none');
    expect(read?.entities.forms).toEqual(['20-0995']);
    expect(read?.entities.lanes).toContain('supplemental-claim');
    expect(read?.ownCase).toContain('condition');
    expect(read?.answered.articleIds.length).toBeGreaterThan(0);
  });
});
