import resourcesFile from '../../../../content/help/resources.json';
import { resourcesContentSchema } from '../../../contracts/help';

/** content/help/resources.json, checked against its schema once, when the page's code loads. */
export const resourcesContent = resourcesContentSchema.parse(resourcesFile);
