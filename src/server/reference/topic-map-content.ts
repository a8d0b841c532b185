/**
 * content/topic-map/*.json: the field a claimant meets, topic by topic, with the knowledge
 * articles that answer each. Read by the evaluation, which lists the topics no article answers.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type TopicCategory, topicCategorySchema } from '../../contracts/topic-map';

export const topicMapDir = path.resolve(import.meta.dirname, '../../../content/topic-map');

/** Every category file, validated, in file-name order; a bad file names itself. */
export async function loadTopicMap(dir = topicMapDir): Promise<TopicCategory[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => {
      const parsed = topicCategorySchema.safeParse(
        JSON.parse(await readFile(path.join(dir, name), 'utf8')),
      );
      if (!parsed.success) throw new Error(`content/topic-map/${name}: ${parsed.error.message}`);
      return parsed.data;
    }),
  );
}

export interface TopicGaps {
  /** Topics no article answers yet, as "category/topic". */
  withoutArticle: string[];
  /** Article ids a topic names that no content/knowledge file has. */
  unknownArticles: string[];
  /** Topic ids used more than once. */
  repeatedTopics: string[];
}

export function topicGaps(
  categories: readonly TopicCategory[],
  articleIds: ReadonlySet<string>,
): TopicGaps {
  const topics = categories.flatMap(({ category, topics }) =>
    topics.map((topic) => ({ ...topic, where: `${category}/${topic.id}` })),
  );
  const seen = new Set<string>();
  const repeatedTopics = topics.flatMap(({ id, where }) => {
    if (!seen.has(id)) return (seen.add(id), []);
    return [where];
  });
  return {
    withoutArticle: topics.filter((topic) => topic.articles.length === 0).map((t) => t.where),
    unknownArticles: topics.flatMap(({ articles, where }) =>
      articles.filter((id) => !articleIds.has(id)).map((id) => `${where} → ${id}`),
    ),
    repeatedTopics,
  };
}
