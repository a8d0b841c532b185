import { expect, it } from 'vitest';
import { emptyFill } from '../../forms/form-fill';
import { loadFormTemplates } from '../../forms/form-templates';
import { testIdentity, veteran } from '../../test/va-form-files';
import { emptyBoxes, emptyBoxNotices } from './empty-boxes';

const templates = loadFormTemplates();
const claim = templates.get('21-526EZ')!;
const statement = templates.get('21-4138')!;

it('names each box a form has and the data did not fill, with why, once for all forms', () => {
  const typed = testIdentity({ ...veteran, dateOfBirth: null, vaFileNumber: null });
  const notices = emptyBoxNotices([
    { formNumber: '21-526EZ', empty: emptyBoxes(claim, emptyFill('21-526EZ'), typed, null) },
    { formNumber: '21-4138', empty: emptyBoxes(statement, emptyFill('21-4138'), typed, null) },
  ]);
  expect(notices).toEqual([
    'Left empty, your VA file number (VA Forms 21-526EZ, 21-4138): you did not type it in the packet form (leave it empty if VA never gave you one).',
    'Left empty, your date of birth (VA Forms 21-526EZ, 21-4138): you did not type it in the packet form.',
    'Left empty, Section VI, your branch of service and your dates of entry and exit (VA Form 21-526EZ): your service history is not in your profile.',
  ]);
});

it('lists nothing for a full profile', () => {
  const history = {
    periods: [{ branch: 'army' as const, from: '1989-06-12', to: '1993-06-11' }],
    places: [],
    exposures: [],
  };
  expect(emptyBoxes(claim, emptyFill('21-526EZ'), veteran, history)).toEqual([]);
});
