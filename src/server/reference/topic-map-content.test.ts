import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeArticles } from '../assistant/knowledge-loader';
import { loadTopicMap, topicGaps } from './topic-map-content';

describe('the topic map', () => {
  it('names only articles that exist, and each topic once', async () => {
    const articles = await loadKnowledgeArticles();
    const gaps = topicGaps(await loadTopicMap(), new Set(articles.map((a) => a.id)));
    expect(gaps.unknownArticles).toEqual([]);
    expect(gaps.repeatedTopics).toEqual([]);
  });

  it('lists a topic with no article, and one whose article is missing', () => {
    const category = {
      category: 'appeals',
      title: 'Appeals',
      checkedOn: '2026-12-07',
      topics: [
        { id: 'hlr', title: 'Higher-Level Review', basis: ['38 CFR 3.2601'], articles: ['hlr'] },
        { id: 'cue', title: 'Clear error', basis: ['38 CFR 3.105(a)'], articles: [] },
        { id: 'hlr', title: 'Again', basis: ['38 CFR 3.2601'], articles: ['gone'] },
      ],
    };
    expect(topicGaps([category], new Set(['hlr']))).toEqual({
      withoutArticle: ['appeals/cue'],
      unknownArticles: ['appeals/hlr → gone'],
      repeatedTopics: ['appeals/hlr'],
    });
  });

  it('stops on a file that breaks the schema, naming it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'topic-map-'));
    try {
      await writeFile(
        path.join(dir, 'bad.json'),
        JSON.stringify({ category: 'x', title: 'X', checkedOn: '7 Dec', topics: [] }),
      );
      await expect(loadTopicMap(dir)).rejects.toThrow(/content\/topic-map\/bad\.json/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
