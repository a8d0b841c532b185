import wordingFile from '../../../content/knowledge-rules/back-pay-answer.json';
import { backPayAnswerWordingSchema } from '../../contracts/back-pay-wording';

/** What the back pay estimate says around its numbers, as the chat does (content/knowledge-rules). */
export const backPayWording = backPayAnswerWordingSchema.parse(wordingFile);
