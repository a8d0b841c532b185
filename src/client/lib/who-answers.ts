import whoAnswersFile from '../../../content/site/who-answers.json';
import { whoAnswersSchema } from '../../contracts/site';

/** What answers in the chat, said the same way wherever Wingman describes it. */
export const whoAnswers = whoAnswersSchema.parse(whoAnswersFile);
