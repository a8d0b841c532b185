import faqFile from '../../../../content/help/faq.json';
import { faqContentSchema } from '../../../contracts/help';

/** content/help/faq.json, checked against its schema once, when the page's code loads. */
export const faqContent = faqContentSchema.parse(faqFile);
