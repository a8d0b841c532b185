/**
 * Whether a message speaks of a spouse the veteran is separated from, still married. Veterans
 * also "separate" from the service ("I separated last June", "separated from the Army in 2019"),
 * so "separated" means a marriage only beside a word of one, and not before a time or a branch.
 */
const SEPARATED =
  /\bseparated\b(?!\s+(?:from\s+(?:the\s+)?(?:military|service|army|navy|marines?|air\s+force|coast\s+guard|guard|reserves?)|(?:in|on|last|early|after|before|when)\b|\d))/i;
const MARRIAGE = /\b(?:wife|husband|spouse|married|marriage|divorced?)\b/i;

export const speaksOfSeparatedSpouse = (message: string) =>
  SEPARATED.test(message) && MARRIAGE.test(message);
