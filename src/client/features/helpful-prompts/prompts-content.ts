import promptsFile from '../../../../content/help/prompts.json';
import { promptsContentSchema } from '../../../contracts/help';

/** content/help/prompts.json, checked against its schema once, when the page's code loads. */
export const promptsContent = promptsContentSchema.parse(promptsFile);
