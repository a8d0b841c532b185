import rulesFile from '../../../../../content/case/presumptive-rules.json';
import { presumptiveRulesContentSchema } from '../../../../contracts/evidence-rules';

/** content/case/presumptive-rules.json, checked once, when the screen's code loads. */
export const { rules: presumptiveRules } = presumptiveRulesContentSchema.parse(rulesFile);

/** A rule's title for its id; the id itself if the content no longer has it. */
export const presumptiveRuleTitle = (id: string) =>
  presumptiveRules.find((rule) => rule.id === id)?.title ?? id;
