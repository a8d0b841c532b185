import { describe, expect, it } from 'vitest';
import { aboutTheVeteran, inWitnessVoice } from './witness-voice';

const turn = (clause: string, writer: string) => inWitnessVoice(clause, writer, { named: false });

describe('the veteran’s words in the writer’s voice', () => {
  it.each([
    ['my wife sees my nightmares', 'wife', 'I see [veteran’s name]’s nightmares.'],
    ['she wakes me up when I yell', 'wife', 'I wake [veteran’s name] up when they yell.'],
    [
      'my buddy Jake saw me fall off the truck',
      'buddy',
      'I saw [veteran’s name] fall off the truck.',
    ],
    ['he always watches me limp', 'husband', 'I always watch [veteran’s name] limp.'],
    [
      'my husband has to drive because I am dizzy',
      'husband',
      'I have to drive because they are dizzy.',
    ],
    ['my mom worries when I was gone', 'mom', 'I worry when they were gone.'],
  ])('"%s" (%s) → "%s"', (clause, writer, expected) => {
    expect(turn(clause, writer)).toBe(expected);
  });

  it.each([
    // "her" may be the writer: only she can say it right.
    ['she wakes me up when I yell at her', 'wife'],
    // A typo in the verb, a subject that is not the writer, a pronoun that does not fit.
    ['my wife seez my nightmares', 'wife'],
    ['I yell in my sleep', 'wife'],
    ['he sees my nightmares', 'wife'],
  ])('"%s" (%s) is left in the veteran’s words', (clause, writer) => {
    expect(turn(clause, writer)).toBeNull();
  });

  it('names the veteran once, then says “they”', () => {
    const mention = { named: false };
    expect(inWitnessVoice('my wife sees my nightmares', 'wife', mention)).toContain(
      '[veteran’s name]’s',
    );
    expect(inWitnessVoice('she hears me yell', 'wife', mention)).toBe('I hear them yell.');
  });

  it('puts phrases about the veteran in the third person', () => {
    expect(aboutTheVeteran('since I got back from Iraq', 'wife')).toBe(
      'since they got back from Iraq',
    );
    expect(aboutTheVeteran('since she married me', 'wife')).toBeNull();
  });
});
