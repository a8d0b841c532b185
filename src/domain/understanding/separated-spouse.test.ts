import { describe, expect, it } from 'vitest';
import { speaksOfSeparatedSpouse } from './separated-spouse';

describe('a spouse the veteran is separated from', () => {
  it.each([
    "I'm separated, not divorced. does my pay change?",
    'my wife and I are separated',
    'we separated but are still married',
  ])('"%s" speaks of one', (message) => {
    expect(speaksOfSeparatedSpouse(message)).toBe(true);
  });

  it.each([
    'I separated last June with my wife beside me',
    'I separated from the Army in 2019 and my husband works',
    'separated in 2019 and married',
    'I separated 2 years ago',
  ])('"%s" speaks of leaving the service', (message) => {
    expect(speaksOfSeparatedSpouse(message)).toBe(false);
  });
});
