/**
 * Which of the 21-526EZ's location lists a place the veteran saved belongs to: item 15B lists
 * the Gulf War hazard locations (the places of the Gulf War and particulate-matter rules), 15C
 * the herbicide locations. A place is matched by the same words the finder reads.
 */
import { placesNamedBy } from '../../../domain/finder/place-names';
import type { PresumptiveCriteriaContent } from '../../../contracts/finder';

export type PlaceHazard = 'gulf-war' | 'herbicide';

const HAZARD_RULES: Record<string, PlaceHazard> = {
  'gulf-war': 'gulf-war',
  'particulate-matter': 'gulf-war',
  herbicide: 'herbicide',
};

export function placeHazards(
  criteria: PresumptiveCriteriaContent,
): (place: string) => PlaceHazard | null {
  const hazardById = new Map<string, PlaceHazard>();
  for (const rule of criteria.rules) {
    const hazard = HAZARD_RULES[rule.ruleId];
    if (!hazard) continue;
    for (const window of rule.windows) for (const id of window.places) hazardById.set(id, hazard);
  }
  const places = criteria.places.filter((place) => hazardById.has(place.id));
  return (text) => {
    const named = placesNamedBy(text, places).find((match) => match.kind === 'place');
    return named ? (hazardById.get(named.place.id) ?? null) : null;
  };
}
