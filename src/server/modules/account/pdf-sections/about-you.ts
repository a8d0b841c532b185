/** The export PDF's sections on the veteran: the account and Profile & Settings. */
import { branchesOfService } from '../../../../contracts/profile';
import { reportedExposureLabels } from '../../../../contracts/service-history';
import type { PdfSection } from './pdf-section';
import { capitalised, moment, notGiven, onOff, span, yesNo } from './pdf-words';

const branchLabel = (value: string) =>
  branchesOfService.find((branch) => branch.value === value)?.label ?? value;
const served = ({ from, to }: { from: string; to: string | null }) => span(from, to);

export const accountSection: PdfSection<'account'> = {
  title: 'Account',
  write(doc, account) {
    const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
    doc.field('Name', notGiven(name));
    doc.field('Sign-in email', account.email);
    doc.field('Email verified', yesNo(account.emailVerified));
    doc.field('Document upload consent', account.documentConsentGiven ? 'Given' : 'Not given');
    doc.field('Account created', moment(account.createdAt));
  },
};

export const profileSection: PdfSection<'profile'> = {
  title: 'Profile & Settings',
  write(doc, profile) {
    doc.field('Display name', profile.displayName);
    doc.field('Contact email', notGiven(profile.email));
    doc.field(
      'Branch of service',
      profile.branchOfService ? branchLabel(profile.branchOfService) : 'Not given',
    );
    doc.field('Years of service', notGiven(profile.serviceYears));
    doc.field('Bio', notGiven(profile.bio));
    doc.field('Deadline reminders on screen', onOff(profile.notifications));
    doc.field('Deadline reminders by email', onOff(profile.emailUpdates));
    doc.field("Wingman's personality", capitalised(profile.aiPersonality));
    doc.field('Default chat mode', capitalised(profile.defaultChatMode.replace('-', ' ')));
    doc.field('Privacy level', capitalised(profile.privacyLevel));
    doc.field('Married', profile.married === null ? 'Not given' : yesNo(profile.married));
    if (profile.married) {
      doc.field('Spouse needs Aid and Attendance', yesNo(profile.spouseAidAndAttendance));
    }
    doc.field('Children under 18', notGiven(profile.childrenUnder18));
    doc.field('Children 18 to 23 in school', notGiven(profile.childrenInSchool));
    doc.field('Dependent parents', notGiven(profile.dependentParents));

    const history = profile.serviceHistory;
    if (!history) return;
    doc.heading('Service history', 3);
    for (const period of history.periods) doc.field(branchLabel(period.branch), served(period));
    for (const place of history.places) doc.field(place.place, served(place));
    if (history.exposures.length > 0) {
      doc.field(
        'Exposures reported',
        history.exposures.map((exposure) => reportedExposureLabels[exposure]).join('; '),
      );
    }
    if (history.periods.length + history.places.length + history.exposures.length === 0) {
      doc.paragraph('No service history given.', { muted: true });
    }
  },
};
