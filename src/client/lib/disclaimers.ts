import disclaimersFile from '../../../content/site/disclaimers.json';
import { disclaimersSchema } from '../../contracts/site';

/** What Wingman says about itself on each screen (content/site/disclaimers.json). */
export const disclaimers = disclaimersSchema.parse(disclaimersFile);
